import { expect, type Page } from '@playwright/test';

// Arranging content through the same API the web app calls, when a test is about something else.

export async function createComponent(page: Page, title: string, labels: string[]): Promise<string> {
  const response = await page.request.post('/api/create_component', {
    data: { title, fields: labels.map((label) => ({ label, type: 'text', defaultValue: '' })) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).componentId;
}

export async function createTemplate(page: Page, title: string, projectId?: string): Promise<string> {
  const response = await page.request.post('/api/create_template', {
    data: { title, fields: [], ...(projectId ? { projectId } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).templateId;
}

export async function createProject(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/create_project', { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).projectId;
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Sidebar' });
}
