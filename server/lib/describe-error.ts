/** Name and first line only: driver errors can carry query parameters (hashes, tokens). */
export function describeError(error: unknown): { name: string; message: string } {
  if (error instanceof Error)
    return { name: error.name, message: error.message.split('\n')[0]!.slice(0, 300) };
  return { name: 'Error', message: String(error).split('\n')[0]!.slice(0, 300) };
}
