import { createHash } from 'node:crypto';

export function sha384Hex(input: string): string {
  return createHash('sha384').update(input, 'utf8').digest('hex');
}
