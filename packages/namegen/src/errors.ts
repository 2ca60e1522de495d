/** Bad keyword, language or option given to the engine; the message is meant for the user. */
export class NamegenInputError extends Error {
  override name = 'NamegenInputError';
}

/** A method whose implementation module is not available in this build. */
export class NamegenUnavailableError extends Error {
  override name = 'NamegenUnavailableError';
}
