import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Bot, FileText, LayoutDashboard, LogOut } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { sessionQueryKey, signOut } from '@/web/lib/session';
import { toast } from '@/web/components/ui/toast-store';
import { cn } from '@/web/lib/cn';

const ENTRIES = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/wizard', label: 'Asistente IA', icon: Bot, end: false },
  { to: '/reports', label: 'Mis Reportes', icon: FileText, end: false },
  { to: '/accounting-books', label: 'Libros Contables', icon: BookOpen, end: false },
] as const;

export function Sidebar({
  email,
  open,
  onNavigate,
}: {
  email: string;
  open: boolean;
  onNavigate: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOutMutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      void navigate('/auth', { replace: true });
    },
    onError: (error) =>
      toast({ title: 'Error al cerrar sesión', description: error.message, variant: 'destructive' }),
  });

  return (
    <aside
      id="barra-lateral"
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-800 bg-slate-900 text-slate-100 transition-transform duration-200 md:translate-x-0',
        open ? 'translate-x-0' : '-translate-x-full',
      )}
      aria-label="Barra lateral"
    >
      <div className="px-6 py-6">
        <p className="text-xl font-bold tracking-tight text-white">Cuentas Claras</p>
        <p className="mt-1 text-xs leading-snug text-slate-400">
          Una herramienta de la Academia Cuentas Claras
        </p>
      </div>
      <nav className="flex-1 px-3" aria-label="Navegación principal">
        <ul className="grid gap-1">
          {ENTRIES.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-teal-400',
                    isActive
                      ? 'bg-teal-700 text-white shadow-sm'
                      : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                  )
                }
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-800 p-4">
        <p className="truncate text-sm font-medium text-white" title={email} data-testid="sidebar-email">
          {email}
        </p>
        <p className="text-xs text-slate-400">Admin</p>
        <button
          type="button"
          onClick={() => signOutMutation.mutate()}
          disabled={signOutMutation.isPending}
          className="mt-3 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-400 disabled:opacity-50"
        >
          <LogOut className="h-4 w-4" aria-hidden /> Cerrar sesión
        </button>
      </div>
    </aside>
  );
}
