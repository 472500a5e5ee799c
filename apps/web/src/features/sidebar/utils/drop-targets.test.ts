import type { ClientRect } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { describeDrop, describeDropTarget } from './drag-announcements.ts';
import { aimPoint, isDropTarget, projectIdForDrop, stepDropTarget } from './drop-targets.ts';

const rect = (top: number, height = 32): ClientRect => ({
  top,
  left: 0,
  width: 200,
  height,
  right: 200,
  bottom: top + height,
});

describe('drop targets', () => {
  it('moves into a project, and out of it on the Projects area or the Templates list', () => {
    expect(projectIdForDrop({ kind: 'project', projectId: 'p1', name: 'Work' })).toBe('p1');
    expect(projectIdForDrop({ kind: 'projects-area' })).toBeNull();
    expect(projectIdForDrop({ kind: 'templates-list' })).toBeNull();
  });

  it('recognises drop target data', () => {
    expect(isDropTarget({ kind: 'templates-list' })).toBe(true);
    expect(isDropTarget({ kind: 'other' })).toBe(false);
    expect(isDropTarget(undefined)).toBe(false);
  });

  it('steps through targets top to bottom with the keyboard, stopping at the ends', () => {
    const targets = [
      { id: 'templates-list', rect: rect(300, 100) },
      { id: 'project:b', rect: rect(80) },
      { id: 'projects-area', rect: rect(20, 200) },
      { id: 'project:a', rect: rect(48) },
    ];
    expect(stepDropTarget(targets, 'projects-area', 1)?.id).toBe('project:a');
    expect(stepDropTarget(targets, 'project:a', 1)?.id).toBe('project:b');
    expect(stepDropTarget(targets, 'project:b', 1)?.id).toBe('templates-list');
    expect(stepDropTarget(targets, 'templates-list', 1)?.id).toBe('templates-list');
    expect(stepDropTarget(targets, 'projects-area', -1)?.id).toBe('projects-area');
    expect(stepDropTarget(targets, null, 1)?.id).toBe('projects-area');
    expect(stepDropTarget(targets, null, -1)?.id).toBe('templates-list');
    expect(stepDropTarget([], null, 1)).toBeUndefined();
  });

  it("aims at a target's first row so the Projects area is reached on its heading", () => {
    expect(aimPoint(rect(20, 200))).toEqual({ x: 100, y: 34 });
    expect(aimPoint(rect(0, 20))).toEqual({ x: 100, y: 10 });
  });
});

describe('drag announcements', () => {
  it('name the target and what the drop did', () => {
    expect(describeDropTarget({ kind: 'project', projectId: 'p1', name: 'Work' })).toBe('project Work');
    expect(describeDrop({ name: 'CV', projectId: null }, { kind: 'project', projectId: 'p1', name: 'Work' })).toBe(
      'The template CV was moved to project Work.',
    );
    expect(describeDrop({ name: 'CV', projectId: 'p1' }, { kind: 'templates-list' })).toBe(
      'The template CV was taken out of its project.',
    );
    expect(describeDrop({ name: 'CV', projectId: null }, { kind: 'projects-area' })).toBe(
      'The template CV stays where it was.',
    );
    expect(describeDrop({ name: 'CV', projectId: null }, null)).toMatch(/Nothing changed/);
  });
});
