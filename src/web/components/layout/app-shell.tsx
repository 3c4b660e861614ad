import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useSession } from '@/web/lib/use-session';
import { PageTransition } from './page-transition';
import { Sidebar } from './sidebar';

/**
 * Sidebar plus the page, which fades and slides in (20px from below) and out (20px upward) over
 * 0.5 s. From md up the sidebar is fixed at 16rem; on a phone it is a drawer behind a menu button.
 */
export function AppShell() {
  const { data } = useSession();
  const location = useLocation();
  const outlet = useOutlet();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-800 bg-slate-900 px-4 text-white md:hidden">
        <button
          type="button"
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={menuOpen}
          aria-controls="barra-lateral"
          onClick={() => setMenuOpen((o) => !o)}
          className="rounded-md p-2 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-teal-400"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        <span className="font-bold">Cuentas Claras</span>
      </header>
      <Sidebar email={data?.user.email ?? ''} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && (
        <div
          className="fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          aria-hidden
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="md:pl-64">
        <PageTransition pageKey={location.pathname} className="mx-auto max-w-7xl p-4 sm:p-6 lg:p-8">
          {outlet}
        </PageTransition>
      </div>
    </div>
  );
}
