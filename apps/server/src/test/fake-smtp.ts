/**
 * A minimal SMTP server for tests of real mail delivery (nodemailer over a socket): it accepts every message and keeps
 * it. Started on a port that refused connections a moment before, it stands for an SMTP server that came back.
 */
import net from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The message as sent: headers, a blank line, the body (still transfer-encoded). */
  data: string
}

export interface FakeSmtp {
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}

/** Listens on `port` (0: any free one) on 127.0.0.1. */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const received: ReceivedMail[] = []
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let isData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    reply('220 fake-smtp ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (isData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          received.push({ ...mail, data: buffer.slice(0, end) })
          buffer = buffer.slice(end + 5)
          mail = { from: '', to: [], data: '' }
          isData = false
          reply('250 2.0.0 queued')
          continue
        }
        const lineEnd = buffer.indexOf('\r\n')
        if (lineEnd < 0) return
        const line = buffer.slice(0, lineEnd)
        buffer = buffer.slice(lineEnd + 2)
        const verb = line.slice(0, 4).toUpperCase()
        const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
        if (verb === 'EHLO' || verb === 'HELO') {
          reply('250 fake-smtp')
        } else if (verb === 'MAIL') {
          mail.from = address
          reply('250 2.1.0 OK')
        } else if (verb === 'RCPT') {
          mail.to.push(address)
          reply('250 2.1.5 OK')
        } else if (verb === 'DATA') {
          isData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n')
        } else {
          reply(verb === 'RSET' || verb === 'NOOP' ? '250 OK' : '502 5.5.1 not implemented')
        }
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port on 127.0.0.1 that nothing listens on (for now): connections to it are refused. */
export async function closedPort(): Promise<number> {
  const smtp = await startFakeSmtp()
  await smtp.close()
  return smtp.port
}
