// A command the rules refuse. The message is shown to the player as is, so it must be a clear sentence.
export class SimRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SimRefusal';
  }
}
