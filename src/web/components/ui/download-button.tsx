import { Download, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ApiError, type DownloadedFile } from '@/web/lib/api-client';
import { saveFile } from '@/web/lib/save-file';
import { Button, type ButtonProps } from './button';
import { toast } from './toast-store';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Fetches the file; the button saves it, or shows the server's message when it fails. */
  readonly fetchFile: () => Promise<DownloadedFile>;
  readonly children: ReactNode;
}

/**
 * A button that downloads a file the server generates. Generating a large report takes a moment,
 * so while it does the button says 'Generando…' with a spinner and cannot be pressed twice.
 */
export function DownloadButton({
  fetchFile,
  children,
  disabled,
  variant = 'outline',
  ...rest
}: DownloadButtonProps) {
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      toast({
        title: 'Error al descargar',
        description:
          error instanceof ApiError ? error.message : 'No se pudo descargar el archivo. Inténtalo de nuevo.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      variant={variant}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={() => void run()}
      {...rest}
    >
      {pending ? (
        <>
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> Generando…
        </>
      ) : (
        <>
          <Download className="h-4 w-4" aria-hidden /> {children}
        </>
      )}
    </Button>
  );
}
