import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { reloadPage } from '@/web/lib/reload-page';

const RELOADED_AT = 'cuentas-claras:recarga-por-version';
/** A second failure this soon after the reload is not an old tab: show the message instead of looping. */
const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * A tab opened before a new version was deployed asks for screen chunks that no longer exist (their
 * names carry a hash of their content): the browser cannot import them. One reload fetches the new
 * index.html and its chunks.
 */
export function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|module script/i.test(error.message)
  );
}

/** What a route shows when its screen could not be loaded or failed while drawing. */
export function RouteError() {
  const error = useRouteError();
  // Decided once, when the error first shows.
  const [reloading] = useState(
    () =>
      isStaleChunkError(error) &&
      Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) > RELOAD_AGAIN_AFTER_MS,
  );

  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    reloadPage();
  }, [reloading]);

  if (reloading)
    return (
      <div className="boot-loading" role="status">
        Cargando Cuentas Claras
      </div>
    );
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">No se pudo abrir esta página</h1>
      <p className="text-slate-500">Ocurrió un error inesperado. Recarga la página para continuar.</p>
      <button
        type="button"
        onClick={() => reloadPage()}
        className="inline-flex h-10 items-center rounded-md bg-teal-700 px-4 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        Recargar
      </button>
    </div>
  );
}
