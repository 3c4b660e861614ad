#!/usr/bin/env node
// Browser tests need Chromium: CHROME_PATH or Debian's /usr/bin/chromium. The check, and the install
// as root on Debian, are the shared ones of ensure-tools.mjs.
import { ensureTools } from './ensure-tools.mjs';

process.exit(ensureTools(['chromium']) ? 0 : 1);
