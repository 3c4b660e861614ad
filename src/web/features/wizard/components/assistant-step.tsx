import type { Currency, StateView } from '@/domain';
import type { ChatMessage } from '@/shared/assistant';
import { ChatPanel } from './chat-panel';
import { FinancePanel } from './finance-panel';
import { WelcomeCard } from './welcome-card';

export interface AssistantStepProps {
  readonly welcomeSeen: boolean;
  readonly messages: readonly ChatMessage[];
  readonly state: StateView;
  readonly currency: Currency;
  readonly pending: boolean;
  readonly busy: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onStart: () => void;
  readonly onSend: (text: string) => boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onDelete: (lineId: string) => void;
}

/** Step 2: the welcome card first, then the chat beside (or, when narrow, above) the live finances. */
export function AssistantStep(props: AssistantStepProps) {
  if (!props.welcomeSeen) return <WelcomeCard onStart={props.onStart} />;
  return (
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-5">
      <div className="min-w-0 lg:sticky lg:top-6 lg:col-span-3">
        <ChatPanel
          messages={props.messages}
          pending={props.pending}
          busy={props.busy}
          canUndo={props.canUndo}
          canRedo={props.canRedo}
          onSend={props.onSend}
          onUndo={props.onUndo}
          onRedo={props.onRedo}
        />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <FinancePanel
          state={props.state}
          currency={props.currency}
          disabled={props.busy}
          onDelete={props.onDelete}
        />
      </div>
    </div>
  );
}
