import { createSocket } from 'node:dgram';
import { isIPv4 } from 'node:net';
import dnsPacket from 'dns-packet';

export interface LocalNameServer {
  /** "127.0.0.1:port", as FETCH_DNS_SERVERS takes it. */
  address: string;
  /** Names asked for, in order. */
  readonly queries: string[];
  close(): Promise<void>;
}

/**
 * A name server on 127.0.0.1 (UDP, the real DNS wire format) that answers A and AAAA questions from a fixed
 * table and NXDOMAIN for any other name: browser tests point FETCH_DNS_SERVERS at it, so a public-looking test
 * site resolves to a local server without touching the machine's resolver.
 */
export async function startLocalNameServer(names: Record<string, string>): Promise<LocalNameServer> {
  const socket = createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    queries.push(question.name);
    const address = names[question.name.toLowerCase()];
    const type = address && isIPv4(address) ? 'A' : 'AAAA';
    const answers: dnsPacket.Answer[] = address && question.type === type ? [{ type, name: question.name, ttl: 5, data: address } as dnsPacket.Answer] : [];
    const reply = dnsPacket.encode({
      id: query.id,
      type: 'response',
      // Authoritative answer and recursion available; NXDOMAIN (rcode 3) for names outside the table.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | (address ? 0 : 3),
      questions: [question],
      answers,
    });
    socket.send(reply, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
