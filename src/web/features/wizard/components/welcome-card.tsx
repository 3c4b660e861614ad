import { ArrowRight, ListOrdered, MessageCircleQuestion, PenLine, Sparkles } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

const TIPS = [
  {
    icon: PenLine,
    title: 'Sé claro y detallado',
    text: 'Indica el monto, qué se compró, vendió o pagó y cómo: efectivo, banco o a crédito.',
  },
  {
    icon: ListOrdered,
    title: 'Sigue el orden cronológico',
    text: 'Empieza por el capital inicial y continúa con cada movimiento en el orden en que ocurrió.',
  },
  {
    icon: MessageCircleQuestion,
    title: 'La IA te preguntará lo que falte',
    text: 'Si falta un dato, el asistente te lo pedirá. Nunca inventa montos ni movimientos.',
  },
] as const;

export function WelcomeCard({ onStart }: { onStart: () => void }) {
  return (
    <Card className="mx-auto max-w-3xl p-6 sm:p-8">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-teal-100 text-teal-700">
          <Sparkles className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-slate-900">¡Bienvenido al Asistente Contable IA!</h2>
        <p className="mt-2 max-w-xl text-sm text-slate-600">
          Cuéntale al asistente, con tus palabras, cada movimiento de tu empresa. Él lo convierte en asientos
          de partida doble y verás tus finanzas al instante.
        </p>
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {TIPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <Icon className="h-5 w-5 text-teal-700" aria-hidden="true" />
            <p className="mt-2 text-sm font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button onClick={onStart}>
          ¡Entendido, empecemos! <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
