import { describe, expect, it } from 'vitest';
import { BUILDER_STEPS, FINISHING_STEPS, getStep } from '../../../../domain/routes';
import { builderViewFor } from './builder-view';
import { builderStepState, finishingStepState } from './step-states';

const [design, improve] = FINISHING_STEPS;
const statesOn = (path: string) => {
  const view = builderViewFor(path);
  return {
    steps: BUILDER_STEPS.map((_, index) => builderStepState(index, view)),
    design: finishingStepState(design, view),
    improve: finishingStepState(improve, view),
  };
};

describe('builderViewFor', () => {
  it('names /design and /improve as finishing steps, like the router (case, trailing slash)', () => {
    expect(builderViewFor('/design')).toEqual({ kind: 'finishing', step: design });
    expect(builderViewFor('/Improve/')).toEqual({ kind: 'finishing', step: improve });
    expect(builderViewFor('/write/skills')).toEqual({ kind: 'step', step: getStep('skills') });
  });
});

describe('step states', () => {
  it('on a builder step: earlier steps completed, later ones, Design and Improve upcoming', () => {
    expect(statesOn('/write/education')).toEqual({
      steps: ['completed', 'completed', 'completed', 'current', 'upcoming', 'upcoming'],
      design: 'upcoming',
      improve: 'upcoming',
    });
  });

  it('on /design: every builder step completed, Design current, Improve upcoming', () => {
    expect(statesOn('/design')).toEqual({
      steps: BUILDER_STEPS.map(() => 'completed'),
      design: 'current',
      improve: 'upcoming',
    });
  });

  it('on /improve: Design completed and Improve current', () => {
    const states = statesOn('/improve');
    expect(states.design).toBe('completed');
    expect(states.improve).toBe('current');
  });

  it('on an extra section: the six steps completed, Design and Improve still ahead', () => {
    expect(statesOn('/write/hobbies')).toMatchObject({ design: 'upcoming', improve: 'upcoming' });
    expect(statesOn('/write/hobbies').steps).not.toContain('current');
  });
});
