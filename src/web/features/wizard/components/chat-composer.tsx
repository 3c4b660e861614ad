import { Mic, MicOff, Send, Square, Volume2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { useSpeechRecognition } from '../hooks/use-speech-recognition';
import { useSpeechSynthesis } from '../hooks/use-speech-synthesis';

export const CHAT_PLACEHOLDER = 'Ej: Pagamos el alquiler de 600 desde la cuenta bancaria';

/** The text box, the send button and the two speech helpers. */
export function ChatComposer({
  busy,
  lastReply,
  onSend,
}: {
  busy: boolean;
  lastReply: string;
  onSend: (text: string) => boolean;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const dictation = useSpeechRecognition((heard) =>
    setText((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard)),
  );
  const reader = useSpeechSynthesis();
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 p-3">
      <Button
        variant="ghost"
        size="icon"
        className={cn('shrink-0', dictation.listening && 'bg-red-50 text-red-600 hover:bg-red-100')}
        disabled={!dictation.supported}
        aria-pressed={dictation.listening}
        aria-label={dictation.listening ? 'Detener dictado' : 'Dictar mensaje por voz'}
        title={
          dictation.supported
            ? dictation.listening
              ? 'Detener dictado'
              : 'Dictar mensaje por voz'
            : 'Tu navegador no permite dictar por voz'
        }
        onClick={dictation.toggle}
      >
        {dictation.listening ? (
          <MicOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Mic className="h-4 w-4" aria-hidden="true" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        disabled={!reader.supported || (!reader.speaking && !lastReply)}
        aria-pressed={reader.speaking}
        aria-label={reader.speaking ? 'Detener lectura' : 'Leer en voz alta la última respuesta'}
        title={
          reader.supported
            ? reader.speaking
              ? 'Detener lectura'
              : 'Leer en voz alta la última respuesta'
            : 'Tu navegador no permite leer en voz alta'
        }
        onClick={() => reader.toggle(lastReply)}
      >
        {reader.speaking ? (
          <Square className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Volume2 className="h-4 w-4" aria-hidden="true" />
        )}
      </Button>
      <label htmlFor={inputId} className="sr-only">
        Mensaje para el asistente
      </label>
      <Input
        id={inputId}
        className="min-w-0 flex-1"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={CHAT_PLACEHOLDER}
        autoComplete="off"
        maxLength={4000}
      />
      <Button
        type="submit"
        size="icon"
        className="shrink-0"
        disabled={blank || busy}
        aria-label="Enviar mensaje"
        title="Enviar (Enter)"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
