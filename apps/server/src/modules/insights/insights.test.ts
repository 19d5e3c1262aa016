import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { INSIGHT_COMMENTS_PER_MINUTE } from '@nexo/shared'
import { insightComments, insightPosts, insightRatings } from '../../db/schema'
import { createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { sanitizePostHtml } from './insights.sanitize'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
const db = () => t.database.db
type Headers = Record<string, string>

const SECRET = 'The confidential tariff table says 42 percent.'

const texts = (title: string, body = `<p>${title} body.</p>`, summary = `${title} teaser.`) => ({ title, summary, body })

/** A published post written directly in the database (publishedAt in the past). */
async function insertPost(values: Partial<typeof insightPosts.$inferInsert> & { titleEn?: string | null; titleEs?: string | null }) {
  const en = values.titleEn === undefined ? 'English post' : values.titleEn
  const es = values.titleEs === undefined ? null : values.titleEs
  const [row] = await db()
    .insert(insightPosts)
    .values({
      category: 'nearshoring',
      status: 'published',
      authorName: 'Lucía Garza',
      publishedAt: new Date(Date.now() - 86400_000),
      ...values,
      titleEn: en,
      summaryEn: en === null ? null : (values.summaryEn ?? `${en} teaser`),
      bodyEn: en === null ? null : (values.bodyEn ?? `<p>${en} body</p>`),
      titleEs: es,
      summaryEs: es === null ? null : (values.summaryEs ?? `${es} resumen`),
      bodyEs: es === null ? null : (values.bodyEs ?? `<p>${es} cuerpo</p>`),
    })
    .returning()
  return row!
}

const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers })
const list = (query = '', headers: Headers = {}) => get(`/api/v1/insights${query}`, headers)

let exclusive: { id: string }
let open: { id: string }
let draft: { id: string }

beforeAll(async () => {
  t = await createTestApp()
  f = await createRoleFixtures(db())
  open = await insertPost({ titleEn: 'Nearshoring in the Bajío', titleEs: 'Nearshoring en el Bajío', category: 'nearshoring', publishedAt: new Date(Date.now() - 3 * 86400_000) })
  exclusive = await insertPost({
    titleEn: 'USMCA rules of origin, line by line',
    summaryEn: 'What the regional value content rules mean for a Tier 2.',
    bodyEn: `<p>${SECRET}</p>`,
    category: 'trade',
    isExclusive: true,
    publishedAt: new Date(Date.now() - 2 * 86400_000),
  })
  await insertPost({ titleEn: null, titleEs: 'Logística en la frontera norte', category: 'supply_chain', publishedAt: new Date(Date.now() - 86400_000) })
  draft = await insertPost({ titleEn: 'Unfinished draft', status: 'draft', publishedAt: null })
  await insertPost({ titleEn: 'Scheduled for next week', publishedAt: new Date(Date.now() + 7 * 86400_000) })
  for (let i = 0; i < 12; i += 1) await insertPost({ titleEn: `Quality note ${i}`, category: 'quality', publishedAt: new Date(Date.now() - (10 + i) * 86400_000) })
})
afterAll(async () => {
  await t?.close()
})

describe('insights list', () => {
  it('lists published posts only, 12 a page, with the total; drafts and future posts stay out', async () => {
    const first = (await list()).json()
    expect(first).toMatchObject({ total: 15, page: 1, limit: 12 })
    expect(first.items).toHaveLength(12)
    const second = (await list('?page=2')).json()
    expect(second.items).toHaveLength(3)
    const titles = [...first.items, ...second.items].map((item: { title: string }) => item.title)
    expect(titles).not.toContain('Unfinished draft')
    expect(titles).not.toContain('Scheduled for next week')
    expect(new Set(titles).size).toBe(15)
  })

  it("shows posts in the page's language first, in that language when they have it", async () => {
    const en = (await list('?limit=3')).json().items
    expect(en.map((item: { title: string }) => item.title)).toEqual(['USMCA rules of origin, line by line', 'Nearshoring in the Bajío', 'Quality note 0'])
    const es = (await list('?limit=3&lang=es')).json().items
    expect(es.map((item: { title: string; language: string }) => [item.title, item.language])).toEqual([
      ['Logística en la frontera norte', 'es'],
      ['Nearshoring en el Bajío', 'es'],
      ['USMCA rules of origin, line by line', 'en'],
    ])
    expect(es[1].languages).toEqual(['en', 'es'])
  })

  it('filters by category and searches titles and teasers, accent-insensitive, never bodies', async () => {
    const quality = (await list('?category=quality')).json()
    expect(quality.total).toBe(12)
    expect((await list('?q=logistica')).json().items.map((item: { id: string; title: string }) => item.title)).toEqual(['Logística en la frontera norte'])
    expect((await list('?q=regional%20value')).json().total).toBe(1)
    // The exclusive body's words find nothing: the text cannot be probed through search.
    expect((await list('?q=confidential')).json().total).toBe(0)
    expect((await list('?q=100%25')).json().total).toBe(0)
    expect((await list('?category=trade&q=bajio')).json().total).toBe(0)
    expect((await list('?category=nope')).statusCode).toBe(400)
  })
})

describe('insights post and exclusive gate', () => {
  it('an exclusive post reaches a visitor locked: teaser, no body, no attachment link; the text appears nowhere in the answer', async () => {
    const response = await get(`/api/v1/insights/${exclusive.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ isExclusive: true, isLocked: true, bodyHtml: null, summary: 'What the regional value content rules mean for a Tier 2.', canComment: false })
    expect(response.body).not.toContain('42 percent')
    expect((await get(`/api/v1/insights/${exclusive.id}/comments`)).statusCode).toBe(401)
    expect((await get(`/api/v1/insights/${exclusive.id}/attachment`)).statusCode).toBe(401)
  })

  it('signed-in users read the exclusive text', async () => {
    for (const role of ['restricted', 'companyAdmin', 'platformAdmin', 'eventOnly'] as const) {
      const post = (await get(`/api/v1/insights/${exclusive.id}`, f.headers[role])).json()
      expect(post, role).toMatchObject({ isLocked: false, bodyHtml: `<p>${SECRET}</p>` })
    }
    expect((await get(`/api/v1/insights/${exclusive.id}`, f.headers.companyAdmin)).json().canComment).toBe(true)
    expect((await get(`/api/v1/insights/${exclusive.id}`, f.headers.eventOnly)).json().canComment).toBe(false)
  })

  it('open posts are whole for visitors; drafts, future and unknown posts are 404', async () => {
    expect((await get(`/api/v1/insights/${open.id}?lang=es`)).json()).toMatchObject({ title: 'Nearshoring en el Bajío', language: 'es', isLocked: false, bodyHtml: '<p>Nearshoring en el Bajío cuerpo</p>' })
    expect((await get(`/api/v1/insights/${draft.id}`)).statusCode).toBe(404)
    expect((await get(`/api/v1/insights/${draft.id}`, f.headers.platformAdmin)).statusCode).toBe(404)
    expect((await get('/api/v1/insights/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await get('/api/v1/insights/not-a-uuid')).statusCode).toBe(400)
  })
})

describe('comments', () => {
  const comment = (postId: string, body: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1/insights/${postId}/comments`, headers, payload: { body } })

  it('signed-in company users comment in plain text; visitors 401, event-only 403; listed newest first, paged', async () => {
    expect((await comment(open.id, 'Hello', f.headers.visitor)).statusCode).toBe(401)
    expect((await comment(open.id, 'Hello', f.headers.eventOnly)).statusCode).toBe(403)
    expect((await comment(open.id, '   ', f.headers.restricted)).statusCode).toBe(400)
    const created = await comment(open.id, '<img src=x onerror=alert(1)> Great read', f.headers.restricted)
    expect(created.statusCode).toBe(201)
    // Stored and answered exactly as typed: it is text, and the web renders it as text.
    expect(created.json()).toMatchObject({ body: '<img src=x onerror=alert(1)> Great read', isMine: true, isHidden: false, authorUserId: null })
    const page = (await get(`/api/v1/insights/${open.id}/comments`)).json()
    expect(page).toMatchObject({ total: 1, page: 1, limit: 10 })
    expect(page.items[0]).toMatchObject({ body: '<img src=x onerror=alert(1)> Great read', authorName: expect.stringMatching(/^Ana P\.$/), isMine: false })
    // The counts on the post and in the list see it.
    expect((await get(`/api/v1/insights/${open.id}`)).json().commentCount).toBe(1)
    expect((await list('?q=Bajio')).json().items[0]).toMatchObject({ id: open.id, commentCount: 1 })
  })

  it('rate limit: at most 3 comments a minute per user (429 RATE_LIMITED), other users unaffected', async () => {
    const user = await createFixtureUser(db(), { companyId: f.company.id })
    const headers = (await signInFixture(db(), user.id)).headers
    for (let i = 0; i < INSIGHT_COMMENTS_PER_MINUTE; i += 1) expect((await comment(exclusive.id, `Point ${i}`, headers)).statusCode).toBe(201)
    const refused = await comment(exclusive.id, 'One more', headers)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('RATE_LIMITED')
    expect((await comment(exclusive.id, 'Someone else', f.headers.companyAdmin)).statusCode).toBe(201)
    // A minute later the user may write again.
    await db().update(insightComments).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(insightComments.userId, user.id))
    expect((await comment(exclusive.id, 'Back again', headers)).statusCode).toBe(201)
  })

  it('rate limit holds for parallel requests: of 6 sent at once, exactly 3 are stored', async () => {
    const user = await createFixtureUser(db(), { companyId: f.company.id })
    const headers = (await signInFixture(db(), user.id)).headers
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => comment(exclusive.id, `Burst ${i}`, headers)))
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(INSIGHT_COMMENTS_PER_MINUTE)
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6 - INSIGHT_COMMENTS_PER_MINUTE)
    const [stored] = await db().select({ n: count() }).from(insightComments).where(eq(insightComments.userId, user.id))
    expect(stored!.n).toBe(INSIGHT_COMMENTS_PER_MINUTE)
  })

  it('the admin hides a comment (others no longer see it, the admin still does) and shows it again', async () => {
    const created = (await comment(open.id, 'Buy cheap watches', f.headers.companyAdmin)).json()
    const moderate = (hidden: boolean, headers: Headers = f.headers.platformAdmin) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin/insights/comments/${created.id}`, headers, payload: { hidden } })
    expect((await moderate(true, f.headers.companyAdmin)).statusCode).toBe(403)
    expect((await moderate(true)).json()).toEqual({ id: created.id, isHidden: true })
    expect((await get(`/api/v1/insights/${open.id}`)).json().commentCount).toBe(1)
    const publicBodies = (await get(`/api/v1/insights/${open.id}/comments`)).json().items.map((c: { body: string }) => c.body)
    expect(publicBodies).not.toContain('Buy cheap watches')
    const adminView = (await get(`/api/v1/insights/${open.id}/comments`, f.headers.platformAdmin)).json().items
    expect(adminView.find((c: { id: string }) => c.id === created.id)).toMatchObject({ isHidden: true, authorUserId: f.users.companyAdmin.id, authorIsBlocked: false })
    expect((await moderate(false)).json().isHidden).toBe(false)
    expect((await get(`/api/v1/insights/${open.id}/comments`)).json().items.map((c: { body: string }) => c.body)).toContain('Buy cheap watches')
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/admin/insights/comments/00000000-0000-4000-8000-000000000000', headers: f.headers.platformAdmin, payload: { hidden: true } })).statusCode).toBe(404)
  })

  it('the admin blocks a user from commenting (403 INSIGHT_COMMENTS_BLOCKED) and unblocks them; rating stays allowed', async () => {
    const user = await createFixtureUser(db(), { companyId: f.company.id })
    const headers = (await signInFixture(db(), user.id)).headers
    const block = (method: 'PUT' | 'DELETE', by: Headers = f.headers.platformAdmin) => t.app.inject({ method, url: `/api/v1/admin/insights/comment-blocks/${user.id}`, headers: by })
    expect((await block('PUT', f.headers.companyAdmin)).statusCode).toBe(403)
    expect((await block('PUT')).json()).toEqual({ userId: user.id, isBlocked: true })
    const refused = await comment(open.id, 'Let me in', headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('INSIGHT_COMMENTS_BLOCKED')
    expect((await get(`/api/v1/insights/${open.id}`, headers)).json()).toMatchObject({ canComment: false, isCommentBlocked: true })
    // The admin sees which authors are blocked; nobody else learns it.
    await db().insert(insightComments).values({ postId: open.id, userId: user.id, body: 'Written before the block' })
    const byAuthor = (items: { body: string; authorIsBlocked: boolean | null }[]) => items.find((c) => c.body === 'Written before the block')
    expect(byAuthor((await get(`/api/v1/insights/${open.id}/comments?limit=100`, f.headers.platformAdmin)).json().items)?.authorIsBlocked).toBe(true)
    expect(byAuthor((await get(`/api/v1/insights/${open.id}/comments?limit=100`, f.headers.restricted)).json().items)?.authorIsBlocked).toBeNull()
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/insights/${open.id}/rating`, headers, payload: { score: 4 } })).statusCode).toBe(200)
    expect((await block('DELETE')).json()).toEqual({ userId: user.id, isBlocked: false })
    expect((await comment(open.id, 'Thanks', headers)).statusCode).toBe(201)
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/admin/insights/comment-blocks/00000000-0000-4000-8000-000000000000', headers: f.headers.platformAdmin })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/insights/comment-blocks/${f.users.platformAdmin.id}`, headers: f.headers.platformAdmin })).json().error.code).toBe('CANNOT_MODIFY_SELF')
  })
})

describe('ratings', () => {
  const rate = (postId: string, score: unknown, headers: Headers) => t.app.inject({ method: 'PUT', url: `/api/v1/insights/${postId}/rating`, headers, payload: { score } })

  it('one rating per user: rating again changes it; the average counts each user once', async () => {
    const post = await insertPost({ titleEn: 'Rated post' })
    expect((await rate(post.id, 5, f.headers.visitor)).statusCode).toBe(401)
    expect((await rate(post.id, 0, f.headers.restricted)).statusCode).toBe(400)
    expect((await rate(post.id, 6, f.headers.restricted)).statusCode).toBe(400)
    expect((await rate(post.id, 2.5, f.headers.restricted)).statusCode).toBe(400)
    expect((await rate(post.id, 5, f.headers.restricted)).json()).toEqual({ average: 5, count: 1, myRating: 5 })
    expect((await rate(post.id, 2, f.headers.restricted)).json()).toEqual({ average: 2, count: 1, myRating: 2 })
    expect((await rate(post.id, 5, f.headers.companyAdmin)).json()).toEqual({ average: 3.5, count: 2, myRating: 5 })
    expect(await db().select().from(insightRatings).where(eq(insightRatings.postId, post.id))).toHaveLength(2)
    expect((await get(`/api/v1/insights/${post.id}`, f.headers.restricted)).json().rating).toEqual({ average: 3.5, count: 2, myRating: 2 })
    expect((await get(`/api/v1/insights/${post.id}`)).json().rating).toEqual({ average: 3.5, count: 2, myRating: null })
    expect((await list(`?q=Rated%20post`)).json().items[0].rating).toEqual({ average: 3.5, count: 2 })
  })
})

describe('admin writes posts', () => {
  const save = (payload: unknown, headers: Headers = f.headers.platformAdmin, id?: string) =>
    t.app.inject({ method: id ? 'PUT' : 'POST', url: id ? `/api/v1/admin/insights/${id}` : '/api/v1/admin/insights', headers, payload: payload as Record<string, unknown> })
  const base = { category: 'quality', status: 'published', isExclusive: false, attachmentFileId: null }

  it('platform admins only', async () => {
    for (const role of ['visitor', 'restricted', 'companyAdmin', 'eventOnly'] as const) {
      expect((await save({ ...base, en: texts('X'), es: null }, f.headers[role])).statusCode, role).toBe(role === 'visitor' ? 401 : 403)
      expect((await get('/api/v1/admin/insights', f.headers[role])).statusCode, role).toBe(role === 'visitor' ? 401 : 403)
    }
  })

  it('needs one language at least; a body with no text left after sanitizing is refused', async () => {
    expect((await save({ ...base, en: null, es: null })).statusCode).toBe(400)
    const empty = await save({ ...base, en: texts('Only a script', '<script>alert(1)</script>'), es: null })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.details.issues[0].path).toBe('body.en.body')
  })

  it('stores sanitized HTML (XSS payloads removed), publishes once, drafts leave the blog, and lists drafts for the admin', async () => {
    const dirty = [
      '<h1>Title</h1><p onclick="steal()">Intro <strong>bold</strong> <a href="javascript:alert(1)">bad link</a> <a href="https://www.gob.mx/se">SE</a></p>',
      '<script>document.cookie</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed;top:0">styled</p><style>body{display:none}</style><svg onload=alert(1)><circle/></svg>',
      '<a href="  JaVaScRiPt:alert(1)">mixed case</a><a href="data:text/html,<script>alert(1)</script>">data</a><form action="https://evil.example"><input name=x></form>',
    ].join('')
    const created = await save({ ...base, en: texts('Sanitized', dirty), es: texts('Saneado', '<p>Hola <em>mundo</em></p>') })
    expect(created.statusCode).toBe(201)
    const body = created.json().en.body as string
    for (const forbidden of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', 'JaVaScRiPt', '<iframe', '<style', 'style=', '<img', '<svg', 'data:text', '<form', '<input', 'document.cookie']) {
      expect(body, forbidden).not.toContain(forbidden)
    }
    expect(body).toContain('<h2>Title</h2>')
    expect(body).toContain('<strong>bold</strong>')
    expect(body).toContain('<a href="https://www.gob.mx/se" target="_blank" rel="noopener noreferrer nofollow">SE</a>')
    expect(body).toContain('styled')
    const post = (await get(`/api/v1/insights/${created.json().id}`)).json()
    expect(post.bodyHtml).toBe(body)
    expect(post.authorName).toMatch(/^Ana Pérez/)
    const publishedAt = created.json().publishedAt
    expect(publishedAt).not.toBeNull()

    const id = created.json().id
    const edited = await save({ ...base, en: texts('Sanitized, edited', '<p>New</p>'), es: null, authorName: 'Equipo Nexo' }, f.headers.platformAdmin, id)
    expect(edited.json()).toMatchObject({ publishedAt, authorName: 'Equipo Nexo', es: null })
    await save({ ...base, status: 'draft', en: texts('Sanitized, edited', '<p>New</p>'), es: null }, f.headers.platformAdmin, id)
    expect((await get(`/api/v1/insights/${id}`)).statusCode).toBe(404)
    const adminList = (await get('/api/v1/admin/insights?limit=100', f.headers.platformAdmin)).json()
    expect(adminList.items.find((item: { id: string }) => item.id === id)).toMatchObject({ status: 'draft', languages: ['en'] })
    expect(adminList.items.find((item: { id: string }) => item.id === draft.id)).toMatchObject({ status: 'draft' })
    expect((await get(`/api/v1/admin/insights/${id}`, f.headers.platformAdmin)).json().en.title).toBe('Sanitized, edited')
    expect((await save({ ...base, en: texts('X'), es: null }, f.headers.platformAdmin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
  })

  it('sanitizer allow-list, case by case', () => {
    expect(sanitizePostHtml('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>')
    expect(sanitizePostHtml('<img src=x onerror=alert(1)>')).toBe('')
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizePostHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>')
    expect(sanitizePostHtml('<a href="/insighs/1">x</a>')).toBe('<a href="/insighs/1">x</a>')
    expect(sanitizePostHtml('<p style="color:red" class="x" id="y">t</p>')).toBe('<p>t</p>')
    expect(sanitizePostHtml('<iframe src="https://youtube.com"></iframe><object data="x"></object>')).toBe('')
    expect(sanitizePostHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('')
  })

  it('attachments: PDF uploaded by the admin, refused by type; served through the post behind its gate', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const upload = (bytes: Buffer, filename: string, headers: Headers = f.headers.platformAdmin) => {
      const boundary = '----nexo'
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      return t.app.inject({ method: 'POST', url: '/api/v1/admin/insights/attachments', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload })
    }
    expect((await upload(pdf, 'x.pdf', f.headers.companyAdmin)).statusCode).toBe(403)
    expect((await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf')).statusCode).toBe(415)
    const uploaded = await upload(pdf, 'USMCA checklist.pdf')
    expect(uploaded.statusCode).toBe(201)
    const { fileId } = uploaded.json()
    const created = (await save({ ...base, isExclusive: true, en: texts('With attachment'), es: null, attachmentFileId: fileId })).json()
    const visitorView = (await get(`/api/v1/insights/${created.id}`)).json()
    expect(visitorView.attachment).toEqual({ originalName: 'USMCA checklist.pdf', mimeType: 'application/pdf', sizeBytes: pdf.length, url: null })
    expect((await get(`/api/v1/insights/${created.id}/attachment`)).statusCode).toBe(401)
    const memberView = (await get(`/api/v1/insights/${created.id}`, f.headers.restricted)).json()
    expect(memberView.attachment.url).toBe(`/api/v1/insights/${created.id}/attachment`)
    const download = await get(memberView.attachment.url, f.headers.restricted)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.rawPayload.equals(pdf)).toBe(true)
    // The file itself is not public through the files route.
    expect((await get(`/api/v1/files/${fileId}`)).statusCode).toBe(404)
    // Only insight attachments may be attached.
    expect((await save({ ...base, en: texts('Bad file'), es: null, attachmentFileId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400)
  })
})
