import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpenCheck, MessageSquareText, Scale } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { credentialsSchema, type Credentials } from '@/shared/auth';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import { focusSelectedTab } from '@/web/components/ui/tabs';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';
import { configQuery } from '../api/get-config';
import { sessionQueryKey } from '@/web/lib/session';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';

type Tab = 'signin' | 'signup';

function messageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : 'Ocurrió un error inesperado.';
}

function CredentialsForm({
  mode,
  busy,
  initialEmail,
  onSubmit,
}: {
  mode: Tab;
  busy: boolean;
  initialEmail: string;
  onSubmit: (c: Credentials) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // /auth arrives drawn in the HTML and React takes it over when its JavaScript has loaded
  // (decision 0011): what was typed before then is in the fields but not yet in the state.
  useEffect(() => {
    const typedEmail = emailRef.current?.value ?? '';
    const typedPassword = passwordRef.current?.value ?? '';
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa los datos.');
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };

  const id = (name: string) => `${mode}-${name}`;
  return (
    // method="dialog" outside a dialog: a submit before React has taken the prerendered page over goes
    // nowhere (not a GET with the password in the address); after, onSubmit handles it.
    <form className="grid gap-4" method="dialog" onSubmit={submit} noValidate={false}>
      <div className="grid gap-1.5">
        <Label htmlFor={id('email')}>Correo electrónico</Label>
        <Input
          ref={emailRef}
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="tu@empresa.com"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('password')}>Contraseña</Label>
        <Input
          ref={passwordRef}
          id={id('password')}
          name="password"
          type="password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'signup' ? 8 : undefined}
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === 'signup' && (
          <p className="text-xs text-slate-500">Mínimo 8 caracteres. Evita contraseñas comunes.</p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Un momento…' : mode === 'signin' ? 'Iniciar sesión' : 'Crear cuenta'}
      </Button>
    </form>
  );
}

export function AuthPage() {
  const [tab, setTab] = useState<Tab>('signin');
  const [signInEmail, setSignInEmail] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const config = useQuery(configQuery);

  useEffect(() => {
    if (params.get('confirmado') === '1') {
      toast({ title: 'Correo confirmado', description: 'Tu cuenta está activa. Ya puedes iniciar sesión.' });
      setParams({}, { replace: true });
    }
  }, [params, setParams]);

  const signInMutation = useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      toast({ title: '¡Bienvenido de nuevo!' });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void navigate('/', { replace: true });
    },
    onError: (error) =>
      toast({ title: 'Error al iniciar sesión', description: messageOf(error), variant: 'destructive' }),
  });

  const signUpMutation = useMutation({
    mutationFn: signUp,
    onSuccess: (_data, variables) => {
      toast({
        title: '¡Cuenta creada!',
        description: config.data?.emailConfirmation
          ? 'Revisa tu correo electrónico y confirma tu cuenta para poder iniciar sesión.'
          : 'Ya puedes iniciar sesión con tu correo y contraseña.',
      });
      setSignInEmail(variables.email);
      setTab('signin');
    },
    onError: (error) =>
      toast({ title: 'Error al registrarse', description: messageOf(error), variant: 'destructive' }),
  });

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-gradient-to-br from-teal-800 via-teal-700 to-emerald-600 p-12 text-white lg:flex">
        <div>
          <p className="text-2xl font-bold tracking-tight">Cuentas Claras</p>
          <p className="mt-1 text-sm text-teal-100">Una herramienta de la Academia Cuentas Claras</p>
        </div>
        <div className="grid gap-6">
          <h2 className="text-3xl font-semibold leading-tight">
            Los libros de tu nueva empresa, claros desde el primer día.
          </h2>
          <ul className="grid gap-4 text-teal-50">
            <li className="flex gap-3">
              <MessageSquareText className="h-5 w-5 shrink-0" aria-hidden /> Describe cada movimiento en tus
              palabras; el asistente hace la partida doble.
            </li>
            <li className="flex gap-3">
              <Scale className="h-5 w-5 shrink-0" aria-hidden /> Balance, resultados, patrimonio, flujo de
              caja y ratios al instante.
            </li>
            <li className="flex gap-3">
              <BookOpenCheck className="h-5 w-5 shrink-0" aria-hidden /> Libro Diario y Libro Mayor listos
              para tu contador.
            </li>
          </ul>
        </div>
        <p className="text-xs text-teal-100">Para fundadores, estudiantes de contabilidad y contadores.</p>
      </aside>
      <main className="flex items-center justify-center bg-slate-50 p-6">
        <div className="w-full max-w-md">
          <div className="mb-8 text-center lg:hidden">
            <p className="text-2xl font-bold text-teal-800">Cuentas Claras</p>
            <p className="text-sm text-slate-500">Una herramienta de la Academia Cuentas Claras</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <h1 className="text-xl font-semibold text-slate-900">
              {tab === 'signin' ? 'Inicia sesión' : 'Crea tu cuenta'}
            </h1>
            <p className="mb-6 mt-1 text-sm text-slate-500">
              {tab === 'signin'
                ? 'Entra para ver tus reportes y seguir con tus libros.'
                : 'Empieza a llevar las cuentas de tu empresa en minutos.'}
            </p>
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v === 'signup' ? 'signup' : 'signin')}>
              <Tabs.List
                className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
                aria-label="Acceso"
                onFocus={focusSelectedTab}
              >
                <Tabs.Trigger
                  value="signin"
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                >
                  Iniciar sesión
                </Tabs.Trigger>
                <Tabs.Trigger
                  value="signup"
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
                >
                  Registrarse
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin">
                <CredentialsForm
                  key={signInEmail}
                  mode="signin"
                  busy={signInMutation.isPending}
                  initialEmail={signInEmail}
                  onSubmit={(c) => signInMutation.mutate(c)}
                />
              </Tabs.Content>
              <Tabs.Content value="signup">
                <CredentialsForm
                  mode="signup"
                  busy={signUpMutation.isPending}
                  initialEmail=""
                  onSubmit={(c) => signUpMutation.mutate(c)}
                />
              </Tabs.Content>
            </Tabs.Root>
          </div>
        </div>
      </main>
    </div>
  );
}
