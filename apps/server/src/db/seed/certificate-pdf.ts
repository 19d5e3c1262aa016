/**
 * The demo's certificate documents: a one-page PDF per certification, marked as a sample, so a demo company's
 * certifications carry the file the profile form requires and a Platinum viewer can open one. Written by hand (a
 * page of Helvetica text needs no library): objects, then the cross-reference table of their byte offsets.
 */

/** A PDF string literal in WinAnsi (Latin-1) bytes: parentheses and backslashes escaped. */
function pdfText(text: string): string {
  const latin1 = text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[^\x20-\xff]/g, '?')
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`
}

export function renderCertificatePdf(certificationName: string): Buffer {
  const lines: [size: number, y: number, text: string][] = [
    [11, 720, 'NEXO DEMO - SAMPLE DOCUMENT / DOCUMENTO DE MUESTRA'],
    [22, 660, 'Certificate of registration'],
    [14, 630, 'Certificado de registro'],
    [18, 570, certificationName],
    [11, 520, 'This file stands in for the certificate a company uploads to its Nexo profile.'],
    [11, 504, 'Este archivo ocupa el lugar del certificado que una empresa sube a su perfil en Nexo.'],
    [11, 472, 'It certifies nothing. / No certifica nada.'],
  ]
  const stream = lines.map(([size, y, text]) => `BT /F1 ${size} Tf 72 ${y} Td ${pdfText(text)} Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
