/** Bad keyword, language or option given to the engine; the message is meant for the user. */
export class NamegenInputError extends Error {
  override name = 'NamegenInputError';
}
