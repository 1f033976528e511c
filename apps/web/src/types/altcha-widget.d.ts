import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The ALTCHA v3 web component as JSX sees it (the package does not export its React typings). */
interface AltchaWidgetAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  challenge?: string;
  language?: string;
  name?: string;
  type?: 'native' | 'checkbox' | 'switch';
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  configuration?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}
