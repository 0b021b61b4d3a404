import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';

/** A DNS server on loopback answering TXT questions from a table the test fills (domain verification). */
export async function startDnsPeer() {
  const txt = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const values = question && question.type === 'TXT' ? txt.get(question.name.toLowerCase()) : undefined;
    const response = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (values ? 0 : 3),
      questions: query.questions,
      answers: (values ?? []).map((data) => ({ type: 'TXT' as const, name: question!.name, ttl: 60, data })),
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    setTxt: (name: string, values: string[]) => txt.set(name.toLowerCase(), values),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
