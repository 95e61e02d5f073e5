// The mail relay of the proof's instances, in a process of its own: accepts every message and keeps
// nothing, so that each purchase's e-mail (its receipt PDF and .ics rendered) is delivered once, as
// through a production relay. Listens on 127.0.0.1:<argv[2]>; prints "ready" when it does; ends with its parent.
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => callback());
    stream.resume();
  },
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
// gone with the proof that started it, however the proof ends (its end of the pipe closes)
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
