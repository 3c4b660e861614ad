import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * Not modal: a modal menu marks the whole page (#root) aria-hidden while it is open, though the page
 * keeps its focusable controls (axe: aria-hidden-focus). Escape, a click outside and choosing an item
 * still close it, and focus returns to the trigger.
 */
export function DropdownMenu({ children }: { children: ReactNode }) {
  return <Menu.Root modal={false}>{children}</Menu.Root>;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ children }: { children: ReactNode }) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={4}
        className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  destructive = false,
}: {
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}) {
  return (
    <Menu.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100',
        destructive ? 'text-red-600 data-[highlighted]:bg-red-50' : 'text-slate-700',
      )}
    >
      {children}
    </Menu.Item>
  );
}
