import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class tables on its first call (~20 ms on a fast machine, ×4 on a
 * phone): a server-rendered page's start calls this in a task of its own, so that cost does not
 * fall inside a slice of hydration (decision 076).
 */
export const prepareClassNames = () => void twMerge('');
