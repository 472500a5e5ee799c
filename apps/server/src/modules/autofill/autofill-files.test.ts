import { describe, expect, it } from 'vitest';
import { postFill, templateDoc, userWithTemplate } from '../../../test/autofill-fixtures.ts';
import { client } from '../../../test/content-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { accepts, documentKindOf } from './match-files.ts';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('what a file is for', () => {
  it.each([
    ['Résumé/CV', 'resume'],
    ['Upload your resume', 'resume'],
    ['Lebenslauf (PDF)', 'resume'],
    ['Curriculum vitae', 'resume'],
    ['resumeUpload', 'resume'],
    ['cv_file', 'resume'],
    ['photo-upload', 'photo'],
    ['Abschlusszeugnis', 'transcript'],
    // An employer's reference letter is not a school's transcript.
    ['Arbeitszeugnis', null],
    ['Cover letter', 'coverLetter'],
    ['Anschreiben', 'coverLetter'],
    ['Lettre de motivation', 'coverLetter'],
    ['Carta de presentación', 'coverLetter'],
    ['Academic transcript', 'transcript'],
    ['Portfolio or work samples', 'portfolio'],
    ['Bewerbungsfoto', 'photo'],
    // Two documents in one box, or none named: no kind, so no file.
    ['Your CV and cover letter', null],
    ['Attachments', null],
    ['Upload a file', null],
  ])('%s → %s', (text, kind) => {
    expect(documentKindOf(text)).toBe(kind);
  });

  it('reads accept as browsers do', () => {
    expect(accepts('', 'application/pdf')).toBe(true);
    expect(accepts('.pdf,.doc,.docx', 'application/pdf')).toBe(true);
    expect(accepts('.doc,.docx', 'application/pdf')).toBe(false);
    expect(accepts('image/*', 'image/png')).toBe(true);
    expect(accepts('image/*', 'application/pdf')).toBe(false);
    expect(accepts('application/pdf', 'application/pdf')).toBe(true);
  });
});

describe.each(DB_KINDS)('files in a fill, on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives a file input the template’s file of the same kind, never its id as text, and says why it skips', async () => {
    const doc = templateDoc([{ label: 'Full name', defaultValue: 'Maya Chen' }]);
    const { cookie, templateId } = await userWithTemplate(t.app, t.database, doc);
    const upload = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: PDF,
        headers: { cookie, 'content-type': 'application/octet-stream', 'x-file-name': name },
      });
    const cv = (await upload('maya-chen-cv.pdf')).json().file;
    const letter = (await upload('letter.pdf')).json().file;
    const adHocFields = [
      { id: 'adhoc_cv', name: 'Résumé', value: cv.id, type: 'file', required: false },
      { id: 'adhoc_letter', name: 'Cover letter', value: letter.id, type: 'file', required: false },
    ];
    expect((await client(t.app, cookie).patch(`/api/templates/${templateId}`, { adHocFields })).statusCode).toBe(200);

    const fields = [
      { key: 'name', kind: 'text', tag: 'input', label: 'Full name' },
      { key: 'cv', kind: 'file', tag: 'input', type: 'file', label: 'Resume/CV', accept: '.pdf,.docx' },
      { key: 'cover', kind: 'file', tag: 'input', type: 'file', label: 'Cover Letter Drop your file here' },
      { key: 'photo', kind: 'file', tag: 'input', type: 'file', label: 'Photo' },
      { key: 'word', kind: 'file', tag: 'input', type: 'file', label: 'CV (Word only)', accept: '.doc,.docx' },
      // A text box about the résumé is not given the file's id.
      { key: 'cvText', kind: 'text', tag: 'input', label: 'Résumé' },
    ];
    const body = (await postFill(t.app, cookie, { templateId, fields })).json();
    expect(body.values).toEqual({ name: 'Maya Chen', cv: cv.id, cover: letter.id });
    expect(body.files).toEqual({ cv, cover: letter });
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { key: 'photo', reason: 'no_match' },
        { key: 'word', reason: 'does_not_fit' },
        { key: 'cvText', reason: expect.any(String) },
      ]),
    );
  });

  it('refuses a File field naming a file that is not the user’s', async () => {
    const { cookie, templateId } = await userWithTemplate(t.app, t.database, templateDoc([]));
    const adHocFields = [{ id: 'adhoc_cv', name: 'Résumé', value: 'file_not-mine', type: 'file', required: false }];
    const answer = await client(t.app, cookie).patch(`/api/templates/${templateId}`, { adHocFields });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('A File field names a file that is not one of yours.');
  });
});
