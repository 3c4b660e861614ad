#!/usr/bin/env node
// Checks the holdout evaluation sets beside this file (holdout-a.jsonl, holdout-b.jsonl):
//   - every case has the shape the scorer and the batch command read;
//   - every account/category exists in the catalogue, in its section and with its type;
//   - category lists only use the alternatives that the conventions allow;
//   - every transaction in a state and every expected booking balances;
//   - the cases of one business tell one story: each state is the previous one plus what the previous case
//     booked (and any bookings made off-camera), minus what it removed; ids are never reused;
//   - query figures are recomputed from the state;
//   - the real scorer gives 100% to replies that echo the expectations, for every combination of the
//     allowed alternatives, and a reply of the wrong kind fails.
// Usage: node src/assistant/eval/check-holdout.mjs [CASES.jsonl ...]
//   SHARED_DIR overrides where catalogo-de-cuentas.json and assistant-eval/ live (default: ../shared beside the repo).
import { readFileSync, writeFileSync, mkdtempSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const shared = process.env.SHARED_DIR ?? resolve(here, '../../../../shared');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['holdout-a.jsonl', 'holdout-b.jsonl'].map((f) => join(here, f));
const scorer = join(shared, 'assistant-eval/score.mjs');
const catalogue = JSON.parse(readFileSync(join(shared, 'catalogo-de-cuentas.json'), 'utf8'));

// ---------- catalogue
const INFO = new Map(); // name -> {section, type}
for (const type of ['corriente', 'no_corriente']) {
  for (const a of catalogue.assets[type]) INFO.set(a.name, { section: 'assets', type });
  for (const a of catalogue.liabilities[type]) INFO.set(a.name, { section: 'liabilities', type });
}
for (const s of ['equity', 'revenues', 'expenses'])
  for (const a of catalogue[s]) INFO.set(a.name, { section: s, type: undefined });
const SECTIONS = ['revenues', 'expenses', 'assets', 'liabilities', 'equity'];
const SIGN = { assets: 1, liabilities: -1, equity: -1, revenues: -1, expenses: 1 };
const ACTIONS = ['register', 'edit', 'delete', 'query', 'clarify', 'inform'];

// Alternatives allowed by assistant-eval/README.md and movimientos.md (either order).
const ALLOWED_LISTS = [
  ['Capital social', 'Aportes de socios'],
  ['Cuentas por pagar', 'Proveedores'],
  ['Préstamos a corto plazo', 'Cuentas por pagar'],
  ['Maquinaria', 'Propiedad, planta y equipo'],
  ['Ventas de productos', 'Prestación de servicios'],
  ['Honorarios profesionales', 'Marketing y comunidad'],
  ['Impuestos y tasas', 'Honorarios profesionales'],
  ['Salarios', 'Impuestos y tasas'],
  ['Impuestos por pagar', 'Otros pasivos corrientes'],
  ['Otros componentes del patrimonio', 'Resultados acumulados'],
  ['Resultados acumulados', 'Resultado del ejercicio'],
  ['Otros pasivos corrientes', 'Cuentas por pagar'],
  ['Marketing y comunidad', 'Otros gastos'],
  ['Impuestos y tasas', 'Gastos financieros'],
  ['Otros activos corrientes', 'Cuentas por cobrar'],
].map((l) => [...l].sort().join('|'));

const cents = (x) => Math.round(Number(x) * 100);
const errors = [];
const fail = (id, msg) => errors.push(`${id}: ${msg}`);

function checkLine(id, where, line, { expected }) {
  const cats = Array.isArray(line.category) ? line.category : [line.category];
  if (Array.isArray(line.category)) {
    if (!expected) fail(id, `${where}: a state line cannot hold a list of categories`);
    else if (cats.length !== 2 || !ALLOWED_LISTS.includes([...cats].sort().join('|')))
      fail(id, `${where}: list ${JSON.stringify(cats)} is not one of the allowed alternatives`);
  }
  for (const c of cats) {
    const info = INFO.get(c);
    if (!info) {
      fail(id, `${where}: unknown category "${c}"`);
      continue;
    }
    if (info.section !== line.section)
      fail(id, `${where}: "${c}" belongs to ${info.section}, not ${line.section}`);
    if (info.type !== line.type) fail(id, `${where}: "${c}" has type ${info.type}, line says ${line.type}`);
  }
  if (typeof line.amount !== 'number' || !Number.isFinite(line.amount) || line.amount === 0)
    fail(id, `${where}: amount ${line.amount} must be a non-zero number`);
  else if (Math.abs(line.amount * 100 - Math.round(line.amount * 100)) > 1e-6)
    fail(id, `${where}: amount ${line.amount} has more than 2 decimals`);
}

const balanceOf = (lines) => lines.reduce((s, l) => s + SIGN[l.section] * cents(l.amount), 0);

// state -> Map(tid -> [{section, category, type, amount, description}])
function transactions(state) {
  const m = new Map();
  for (const section of SECTIONS)
    for (const l of state[section] ?? []) {
      if (!m.has(l.transactionId)) m.set(l.transactionId, []);
      m.get(l.transactionId).push({
        section,
        category: l.category,
        type: l.type,
        amount: l.amount,
        description: l.description,
      });
    }
  return m;
}
const tnum = (tid) => Number(String(tid).replace(/^t/, ''));
const sameLines = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The scorer's own matching: booked lines summed per key; an expected list takes the first option present.
function matches(expected, booked) {
  const got = new Map();
  for (const l of booked) {
    const key = `${l.section}|${l.category}|${l.type ?? ''}`;
    got.set(key, (got.get(key) ?? 0) + cents(l.amount));
  }
  for (const [k, v] of got) if (v === 0) got.delete(k);
  const want = new Map();
  for (const e of expected) {
    const keys = (Array.isArray(e.category) ? e.category : [e.category]).map(
      (c) => `${e.section}|${c}|${e.type ?? ''}`,
    );
    const key = keys.find((k) => got.has(k)) ?? keys[0];
    want.set(key, (want.get(key) ?? 0) + cents(e.amount));
  }
  for (const [k, v] of want) if (v === 0) want.delete(k);
  return got.size === want.size && [...want].every(([k, v]) => got.get(k) === v);
}

// ---------- query figures, from the state
function figure(state, basis) {
  const sum = (section, pred = () => true) =>
    state[section].filter(pred).reduce((s, l) => s + cents(l.amount), 0);
  const inList = (prefix) => {
    const names = basis.slice(prefix.length).split('|');
    return (l) => names.includes(l.category);
  };
  const result = () => sum('revenues') - sum('expenses');
  let v;
  if (basis === 'efectivo') v = sum('assets', (l) => l.category === 'Efectivo y equivalentes de efectivo');
  else if (basis.startsWith('activo:')) v = sum('assets', inList('activo:'));
  else if (basis.startsWith('pasivo:')) v = sum('liabilities', inList('pasivo:'));
  else if (basis.startsWith('ingreso:')) v = sum('revenues', inList('ingreso:'));
  else if (basis.startsWith('gasto:')) v = sum('expenses', inList('gasto:'));
  else if (basis === 'pasivos') v = sum('liabilities');
  else if (basis === 'pasivos_corrientes') v = sum('liabilities', (l) => l.type === 'corriente');
  else if (basis === 'pasivos_no_corrientes') v = sum('liabilities', (l) => l.type === 'no_corriente');
  else if (basis === 'activos') v = sum('assets');
  else if (basis === 'activos_corrientes') v = sum('assets', (l) => l.type === 'corriente');
  else if (basis === 'activos_no_corrientes') v = sum('assets', (l) => l.type === 'no_corriente');
  else if (basis === 'ingresos') v = sum('revenues');
  else if (basis === 'gastos') v = sum('expenses');
  else if (basis === 'utilidad_neta') v = result() >= 0 ? result() : NaN;
  else if (basis === 'utilidad_neta_abs') v = result() < 0 ? -result() : NaN;
  else if (basis === 'capital')
    v = sum('equity', (l) => l.category === 'Capital social' || l.category === 'Aportes de socios');
  else return undefined;
  return v;
}

// ---------- per case
function checkCase(c, seen) {
  const id = c.id ?? '(no id)';
  for (const k of ['id', 'currency', 'state', 'history', 'message', 'expect'])
    if (!(k in c)) fail(id, `missing field ${k}`);
  if (seen.has(id)) fail(id, 'duplicate id');
  seen.add(id);
  if (!['USD', 'EUR'].includes(c.currency)) fail(id, `currency ${c.currency}`);
  if (typeof c.message !== 'string' || !c.message.trim()) fail(id, 'empty message');
  if (!Array.isArray(c.history)) fail(id, 'history is not a list');
  else
    c.history.forEach((h, i) => {
      if (!['user', 'assistant'].includes(h.role) || typeof h.content !== 'string' || !h.content.trim())
        fail(id, `history[${i}] malformed`);
      if (i > 0 && h.role === c.history[i - 1].role) fail(id, `history[${i}] repeats the role ${h.role}`);
    });
  if (c.history?.length && c.history.at(-1).role !== 'assistant')
    fail(id, 'history must end with the assistant');
  const e = c.expect ?? {};
  if (!e.business || e.business !== c.business) fail(id, 'business missing or different in expect');
  if (!ACTIONS.includes(e.action)) fail(id, `unknown action ${e.action}`);

  for (const s of SECTIONS) if (!Array.isArray(c.state?.[s])) fail(id, `state.${s} is not a list`);
  for (const s of SECTIONS)
    for (const [i, l] of (c.state?.[s] ?? []).entries()) {
      if (!/^t\d+$/.test(String(l.transactionId)))
        fail(id, `state.${s}[${i}] transactionId ${l.transactionId}`);
      if (typeof l.description !== 'string' || !l.description)
        fail(id, `state.${s}[${i}] has no description`);
      checkLine(id, `state.${s}[${i}]`, { ...l, section: s }, { expected: false });
    }
  const txs = transactions(c.state);
  for (const [tid, lines] of txs)
    if (balanceOf(lines) !== 0) fail(id, `state transaction ${tid} does not balance`);

  const needLines = e.action === 'register' || e.action === 'edit';
  if (needLines) {
    if (!Array.isArray(e.lines) || !e.lines.length) fail(id, 'no expected lines');
    else {
      e.lines.forEach((l, i) => checkLine(id, `expect.lines[${i}]`, l, { expected: true }));
      if (balanceOf(e.lines) !== 0)
        fail(id, `expected booking does not balance (${balanceOf(e.lines) / 100})`);
    }
  } else if (e.lines) fail(id, `${e.action} must not carry lines`);
  if (e.action === 'edit' || e.action === 'delete') {
    if (!Array.isArray(e.remove) || !e.remove.length) fail(id, 'no ids to remove');
    else for (const t of e.remove) if (!txs.has(t)) fail(id, `removes ${t}, which is not in the state`);
    if (e.action === 'edit' && e.remove?.length !== 1) fail(id, 'an edit replaces exactly one transaction');
  } else if (e.remove) fail(id, `${e.action} must not remove`);
  if (e.action === 'query') {
    if (
      !Array.isArray(e.figures) ||
      !e.figures.length ||
      !Array.isArray(e.basis) ||
      e.basis.length !== e.figures.length
    )
      fail(id, 'query needs figures and one basis per figure');
    else
      e.basis.forEach((b, i) => {
        const v = figure(c.state, b);
        if (v === undefined) fail(id, `unknown basis ${b}`);
        else if (!(v > 0)) fail(id, `basis ${b} gives ${v / 100}, a query figure must be positive`);
        else if (v !== cents(e.figures[i]))
          fail(id, `figure ${e.figures[i]} but the state gives ${v / 100} for ${b}`);
      });
  }
  if (e.action === 'clarify' && !e.missing) fail(id, 'clarify needs `missing`');
  if (e.action === 'inform' && !e.kind) fail(id, 'inform needs `kind`');
  return txs;
}

// ---------- the story of each business
function checkStory(cases) {
  const byBusiness = new Map();
  for (const c of cases) {
    if (!byBusiness.has(c.business)) byBusiness.set(c.business, []);
    byBusiness.get(c.business).push(c);
  }
  for (const [biz, list] of byBusiness) {
    const known = new Map(); // tid -> lines, every version seen
    let maxSeen = 0;
    for (let i = 0; i < list.length; i++) {
      const c = list[i];
      const txs = transactions(c.state);
      for (const [tid, lines] of txs) {
        if (known.has(tid) && !sameLines(known.get(tid), lines))
          fail(c.id, `${tid} differs from the same transaction in an earlier case of ${biz}`);
        known.set(tid, lines);
      }
      const next = list[i + 1];
      if (i === 0 && txs.size && c.history.length === 0)
        fail(c.id, 'the first case of a business should start from empty books');
      for (const t of txs.keys()) maxSeen = Math.max(maxSeen, tnum(t));
      if (!next) continue;
      const nextTxs = transactions(next.state);
      const removed = new Set(c.expect.remove ?? []);
      for (const [tid, lines] of txs) {
        if (removed.has(tid)) {
          if (nextTxs.has(tid)) fail(next.id, `${tid} was removed by ${c.id} but is still in the state`);
        } else if (!nextTxs.has(tid)) fail(next.id, `${tid} vanished without a delete or edit`);
        else if (!sameLines(lines, nextTxs.get(tid))) fail(next.id, `${tid} changed without an edit`);
      }
      const added = [...nextTxs.keys()].filter((t) => !txs.has(t)).sort((a, b) => tnum(a) - tnum(b));
      for (const t of added)
        if (tnum(t) <= maxSeen) fail(next.id, `${t} reuses or goes back on an earlier id`);
      if (c.expect.action === 'register' || c.expect.action === 'edit') {
        if (!added.length) fail(next.id, `the booking of ${c.id} is not in the next state`);
        else if (!matches(c.expect.lines, nextTxs.get(added[0])))
          fail(next.id, `${added[0]} is not the booking that ${c.id} expects`);
      }
      // A case that continues the previous one's conversation sees the same books.
      const last = next.history.filter((h) => h.role === 'user').at(-1);
      if (last && last.content === c.message && c.expect.action === 'clarify' && added.length)
        fail(next.id, `continues ${c.id} but the books changed in between`);
    }
  }
  return byBusiness;
}

// ---------- scorer round trip
function combos(lines) {
  let out = [[]];
  for (const l of lines) {
    const opts = Array.isArray(l.category) ? l.category : [l.category];
    out = out.flatMap((prefix) => opts.map((o) => [...prefix, { ...l, category: o }]));
  }
  return out;
}
const FORMATS = [
  (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  (n) => n.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  (n) => String(n),
];
function echo(c, j) {
  const e = c.expect;
  const tx = (lines) =>
    lines.map((l) => ({
      section: l.section,
      data: {
        description: c.message.slice(0, 40),
        amount: l.amount,
        category: l.category,
        ...(l.type ? { type: l.type } : {}),
      },
    }));
  const reply = {
    action: e.action,
    response: 'Listo.',
    transactions: [],
    transactions_to_remove: [],
    transactions_to_add: [],
  };
  if (e.action === 'register') {
    const all = combos(e.lines);
    reply.transactions = tx(all[j % all.length]);
  } else if (e.action === 'edit') {
    const all = combos(e.lines);
    reply.transactions_to_remove = e.remove.map((t) => ({ transaction_id: t }));
    reply.transactions_to_add = tx(all[j % all.length]);
  } else if (e.action === 'delete')
    reply.transactions_to_remove = e.remove.map((t) => ({ transaction_id: t }));
  else if (e.action === 'query')
    reply.response = `Según los libros: ${e.figures.map((f, i) => FORMATS[(i + j) % FORMATS.length](f)).join(' y ')}.`;
  return { id: c.id, reply };
}
function runScorer(casesPath, replies) {
  const dir = mkdtempSync(join(tmpdir(), 'holdout-'));
  const rp = join(dir, 'replies.jsonl');
  writeFileSync(rp, replies.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const r = spawnSync(process.execPath, [scorer, casesPath, rp], { encoding: 'utf8' });
  const m = /assistant-eval: (\d+) passed, (\d+) failed/.exec(r.stdout);
  return { passed: m ? Number(m[1]) : -1, failed: m ? Number(m[2]) : -1, out: r.stdout + r.stderr };
}

// ---------- overlap with the development sets
function devMessages() {
  const out = new Set();
  for (const f of ['dev.jsonl', 'dev-2.jsonl']) {
    const p = join(shared, 'assistant-eval', f);
    if (!existsSync(p)) continue;
    for (const l of readFileSync(p, 'utf8').split('\n').filter(Boolean))
      out.add(JSON.parse(l).message.trim().toLowerCase());
  }
  return out;
}

// ---------- main
const dev = devMessages();
const allIds = new Set();
let allOk = true;
for (const file of files) {
  const before = errors.length;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const cases = [];
  lines.forEach((l, i) => {
    try {
      cases.push(JSON.parse(l));
    } catch {
      fail(`${file}:${i + 1}`, 'not JSON');
    }
  });
  for (const c of cases) {
    checkCase(c, allIds);
    if (dev.has(String(c.message).trim().toLowerCase())) fail(c.id, 'message copied from a development set');
  }
  const byBusiness = checkStory(cases);

  // Scorer: every combination of alternatives must score 100%.
  const rounds = Math.max(
    1,
    ...cases.filter((c) => c.expect.lines).map((c) => combos(c.expect.lines).length),
  );
  for (let j = 0; j < rounds; j++) {
    const r = runScorer(
      file,
      cases.map((c) => echo(c, j)),
    );
    if (r.failed !== 0 || r.passed !== cases.length)
      fail(file, `scorer round ${j}: ${r.passed} passed, ${r.failed} failed\n${r.out}`);
  }
  // Control: replies that only inform must pass exactly the inform cases.
  const informs = cases.filter((c) => c.expect.action === 'inform').length;
  const ctl = runScorer(
    file,
    cases.map((c) => ({ id: c.id, reply: { action: 'inform', response: 'ok' } })),
  );
  if (ctl.passed !== informs) fail(file, `control run passed ${ctl.passed}, expected ${informs}`);

  // Summary
  const count = (list, f) => list.reduce((m, c) => ((m[f(c)] = (m[f(c)] ?? 0) + 1), m), {});
  console.log(`\n${file}: ${cases.length} cases, scorer 100% over ${rounds} combination round(s)`);
  console.log('  per action:', JSON.stringify(count(cases, (c) => c.expect.action)));
  for (const [biz, list] of byBusiness)
    console.log(
      `  ${biz} (${list[0].currency}): ${list.length} cases`,
      JSON.stringify(count(list, (c) => c.expect.action)),
    );
  const tags = count(
    cases.flatMap((c) => (c.expect.tags ?? []).map((t) => ({ t }))),
    (x) => x.t,
  );
  console.log('  tags:', JSON.stringify(tags));
  if (errors.length > before) allOk = false;
}
for (const e of errors) console.log(`ERROR ${e}`);
console.log(allOk && !errors.length ? '\ncheck-holdout: OK' : `\ncheck-holdout: ${errors.length} problem(s)`);
process.exit(allOk && !errors.length ? 0 : 1);
