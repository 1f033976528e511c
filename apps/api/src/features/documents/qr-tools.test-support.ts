import { execFileSync } from 'node:child_process';

/**
 * Whether a command-line tool is installed: the rendering checks read a PDF's QR code with tools we
 * did not write (pdftoppm turns the page into pixels, zbarimg decodes it) and are skipped without them.
 */
export const hasTool = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
