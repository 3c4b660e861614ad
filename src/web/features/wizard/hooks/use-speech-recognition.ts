import { useEffect, useRef, useState } from 'react';

/* The Web Speech recognition API is not in TypeScript's DOM library: the little we use, typed here. */
interface RecognitionAlternative {
  readonly transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult | undefined };
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

interface SpeechWindow {
  readonly SpeechRecognition?: RecognitionConstructor;
  readonly webkitSpeechRecognition?: RecognitionConstructor;
}

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w: SpeechWindow = window as Window & SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export interface Dictation {
  readonly supported: boolean;
  readonly listening: boolean;
  readonly toggle: () => void;
}

/** Spanish dictation: each final phrase the browser hears is handed to `onText`. */
export function useSpeechRecognition(onText: (text: string) => void): Dictation {
  const [Ctor] = useState(recognitionConstructor);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = () => {
    if (!Ctor) return;
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const r = new Ctor();
    r.lang = 'es-ES';
    r.interimResults = false;
    r.continuous = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result?.isFinal ? result[0]?.transcript.trim() : undefined;
        if (text) onTextRef.current(text);
      }
    };
    r.onerror = (event) => console.warn('Dictado por voz interrumpido', event.error);
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    setListening(true);
    try {
      r.start();
    } catch (error) {
      // start() throws when the microphone is already in use by another recognition.
      console.warn('No se pudo iniciar el dictado por voz', error);
      recognition.current = null;
      setListening(false);
    }
  };

  return { supported: Ctor !== undefined, listening, toggle };
}
