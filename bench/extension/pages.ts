// The pages the extension fills, served by the bench on 127.0.0.1 (serveDir), and the template
// the user fills them with. Plain HTML as job boards write it: labels, a few selects and radio
// groups, a text area.

/** The user's template: values for 28 of the job form's 30 fields (and all of the split form's). */
export const TEMPLATE_FIELDS = [
  { name: 'First name', value: 'Maya', type: 'text' },
  { name: 'Last name', value: 'Chen', type: 'text' },
  { name: 'Email', value: 'maya.chen@example.com', type: 'email' },
  { name: 'Phone', value: '+1 415 555 0134', type: 'tel' },
  { name: 'Date of birth', value: '1990-04-12', type: 'date' },
  { name: 'Street address', value: '1200 Market Street', type: 'text' },
  { name: 'Address line 2', value: 'Apt 5B', type: 'text' },
  { name: 'City', value: 'San Francisco', type: 'text' },
  { name: 'State', value: 'California', type: 'text' },
  { name: 'Postal code', value: '94102', type: 'text' },
  { name: 'Country', value: 'United States', type: 'text' },
  { name: 'LinkedIn', value: 'https://www.linkedin.com/in/mayachen', type: 'text' },
  { name: 'Website', value: 'https://mayachen.dev', type: 'text' },
  { name: 'GitHub', value: 'https://github.com/mayachen', type: 'text' },
  { name: 'Current company', value: 'Northwind Analytics', type: 'text' },
  { name: 'Current job title', value: 'Senior Data Engineer', type: 'text' },
  { name: 'Years of experience', value: '8', type: 'number' },
  { name: 'Highest level of education', value: "Master's degree", type: 'text' },
  { name: 'University', value: 'University of Washington', type: 'text' },
  { name: 'Graduation year', value: '2014', type: 'number' },
  { name: 'Desired salary', value: '185000', type: 'text' },
  { name: 'Earliest start date', value: '2025-09-01', type: 'date' },
  { name: 'Notice period', value: '4 weeks', type: 'text' },
  { name: 'Authorized to work in the United States', value: 'Yes', type: 'text' },
  { name: 'Requires visa sponsorship', value: 'No', type: 'text' },
  { name: 'Willing to relocate', value: 'Yes', type: 'text' },
  { name: 'Preferred work arrangement', value: 'Hybrid', type: 'text' },
  {
    name: 'Cover letter',
    value:
      'Dear hiring team,\nI build data platforms that people trust: eight years of pipelines, warehouses and the tooling around them.\nI would be glad to bring that to your team.\nBest regards,\nMaya Chen',
    type: 'textarea',
  },
];

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:15px system-ui,sans-serif;margin:24px;max-width:760px}p{margin:10px 0}label{display:inline-block;min-width:220px}
input:not([type=radio]),select,textarea{width:300px;padding:4px}fieldset{margin:12px 0}</style></head><body>`;

const text = (id: string, label: string, type = 'text', extra = '') =>
  `<p><label for="${id}">${label}</label> <input id="${id}" name="${id}" type="${type}"${extra}></p>`;

const select = (id: string, label: string, options: string[]) =>
  `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}"><option value="">Select…</option>${options
    .map((o) => `<option>${o}</option>`)
    .join('')}</select></p>`;

const yesNo = (name: string, legend: string) =>
  `<fieldset><legend>${legend}</legend><label><input type="radio" name="${name}" value="yes"> Yes</label>
<label><input type="radio" name="${name}" value="no"> No</label></fieldset>`;

const COUNTRIES = ['Canada', 'France', 'Germany', 'India', 'United Kingdom', 'United States'];
const STATES = ['Arizona', 'California', 'Colorado', 'New York', 'Oregon', 'Texas', 'Washington'];

/** A realistic job application: 30 fields, one page. */
export const JOB_PAGE = `${head('Apply: Senior Data Engineer — Acme Corp')}
<h1>Senior Data Engineer</h1><p>Acme Corp · San Francisco, CA · Full time</p>
<form id="application" action="#" onsubmit="return false">
<h2>Personal information</h2>
${text('first_name', 'First name *')}
${text('last_name', 'Last name *')}
${text('email', 'Email *', 'email')}
${text('phone', 'Phone', 'tel')}
${text('dob', 'Date of birth', 'date')}
<h2>Address</h2>
${text('address1', 'Street address')}
${text('address2', 'Apartment, suite, etc.')}
${text('city', 'City')}
${select('state', 'State / Province', STATES)}
${text('zip', 'ZIP / Postal code')}
${select('country', 'Country', COUNTRIES)}
<h2>Profiles</h2>
${text('linkedin', 'LinkedIn profile', 'url')}
${text('website', 'Personal website', 'url')}
${text('github', 'GitHub profile', 'url')}
<h2>Experience</h2>
${text('company', 'Current company')}
${text('title', 'Current job title')}
${text('years', 'Years of experience', 'number')}
${select('education', 'Highest level of education', ['High school', "Associate's degree", "Bachelor's degree", "Master's degree", 'Doctorate'])}
${text('school', 'School / University')}
${text('grad_year', 'Graduation year', 'number')}
<h2>The job</h2>
${text('salary', 'Desired salary (USD)')}
${text('start_date', 'Earliest start date', 'date')}
${text('notice', 'Notice period')}
${yesNo('authorized', 'Are you legally authorized to work in the United States?')}
${yesNo('sponsorship', 'Will you now or in the future require visa sponsorship?')}
${yesNo('relocate', 'Are you willing to relocate?')}
${select('arrangement', 'Preferred work arrangement', ['On-site', 'Hybrid', 'Remote'])}
<p><label for="cover">Cover letter</label><br><textarea id="cover" name="cover" rows="6" cols="60"></textarea></p>
${select('source', 'How did you hear about us?', ['Job board', 'Referral', 'Company website', 'Social media', 'Other'])}
${text('referrer', 'Referred by (employee name)')}
<p><button type="submit">Submit application</button></p>
</form></body></html>`;

/** The split form's top page: personal details, then two frames (`frameA` same origin, `frameB` another). */
export const splitPage = (frameA: string, frameB: string) => `${head('Apply: Data Engineer — Globex')}
<h1>Data Engineer</h1>
<form action="#" onsubmit="return false">
<h2>About you</h2>
${text('first_name', 'First name')}
${text('last_name', 'Last name')}
${text('email', 'Email', 'email')}
${text('phone', 'Phone', 'tel')}
</form>
<h2>Address</h2>
<iframe title="Address" src="${frameA}" style="width:640px;height:260px;border:1px solid #ccc"></iframe>
<h2>Experience</h2>
<iframe title="Experience" src="${frameB}" style="width:640px;height:380px;border:1px solid #ccc"></iframe>
</body></html>`;

/** The split form's same-origin frame. */
export const SPLIT_ADDRESS_FRAME = `${head('Address')}<form action="#" onsubmit="return false">
${text('address1', 'Street address')}
${text('city', 'City')}
${select('state', 'State / Province', STATES)}
${text('zip', 'ZIP / Postal code')}
${select('country', 'Country', COUNTRIES)}
</form></body></html>`;

/** The split form's frame from another origin (an embedded applicant-tracking widget). */
export const SPLIT_EXPERIENCE_FRAME = `${head('Experience')}<form action="#" onsubmit="return false">
${text('company', 'Current company')}
${text('title', 'Current job title')}
${text('years', 'Years of experience', 'number')}
${text('linkedin', 'LinkedIn profile', 'url')}
<p><label for="cover">Cover letter</label><br><textarea id="cover" rows="4" cols="60"></textarea></p>
</form></body></html>`;
