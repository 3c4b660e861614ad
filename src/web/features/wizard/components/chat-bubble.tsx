import { Bot, User } from 'lucide-react';
import type { ChatMessage } from '@/shared/assistant';
import { cn } from '@/web/lib/cn';

export function ChatBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const Icon = mine ? User : Bot;
  return (
    <li
      className={cn('flex items-end gap-2', mine ? 'flex-row-reverse' : 'flex-row')}
      data-role={message.role}
    >
      <span
        className={cn(
          'flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-teal-700 text-white' : 'bg-slate-200 text-slate-700',
        )}
        aria-hidden="true"
      >
        <Icon className="h-4 w-4" />
      </span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm',
          mine
            ? 'rounded-br-sm bg-teal-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-slate-800',
        )}
      >
        <span className="sr-only">{mine ? 'Tú: ' : 'Asistente: '}</span>
        {message.content}
      </div>
    </li>
  );
}
