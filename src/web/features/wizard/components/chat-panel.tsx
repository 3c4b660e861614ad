import { Bot, Loader2, Redo2, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import type { ChatMessage } from '@/shared/assistant';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ChatBubble } from './chat-bubble';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { ChatComposer } from './chat-composer';

export interface ChatPanelProps {
  readonly messages: readonly ChatMessage[];
  readonly pending: boolean;
  readonly busy: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onSend: (text: string) => boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
}

/** 'Asistente Contable Universal': the conversation in a 450 px panel that follows the latest message. */
export function ChatPanel({
  messages,
  pending,
  busy,
  canUndo,
  canRedo,
  onSend,
  onUndo,
  onRedo,
}: ChatPanelProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const lastReply = [...messages].reverse().find((m) => m.role === 'assistant')?.content ?? '';

  useStickToBottom(listRef, `${messages.length}:${pending}`);

  return (
    <Card className="flex h-[450px] min-w-0 flex-col overflow-hidden" data-testid="chat-panel">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-700">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">Asistente Contable Universal</h2>
          <p className="truncate text-xs text-slate-500">
            Describe tus movimientos y los registro en partida doble
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          disabled={!canUndo || busy}
          onClick={onUndo}
          aria-label="Deshacer"
          title="Deshacer el último cambio"
        >
          <Undo2 className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={!canRedo || busy}
          onClick={onRedo}
          aria-label="Rehacer"
          title="Rehacer el cambio deshecho"
        >
          <Redo2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div
        ref={listRef}
        className="relative flex-1 overflow-y-auto bg-slate-50 p-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600"
        tabIndex={0}
        role="log"
        aria-label="Conversación con el asistente"
      >
        <ol className="grid gap-3">
          {messages.map((message, index) => (
            <ChatBubble key={index} message={message} />
          ))}
        </ol>
        {pending && (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-500">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Procesando...
          </p>
        )}
      </div>
      <ChatComposer busy={busy} lastReply={lastReply} onSend={onSend} />
    </Card>
  );
}
