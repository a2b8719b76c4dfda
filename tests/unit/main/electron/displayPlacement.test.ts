import { describe, expect, it } from 'vitest';
import {
  choosePlayerPlacement,
  type DisplayInfo,
} from '../../../../main/electron/displayPlacement';

const laptop: DisplayInfo = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 32, width: 1920, height: 1048 },
};
const projector: DisplayInfo = {
  id: 2,
  bounds: { x: 1920, y: 0, width: 1280, height: 720 },
  workArea: { x: 1920, y: 0, width: 1280, height: 720 },
};
const small: DisplayInfo = {
  id: 3,
  bounds: { x: 0, y: 0, width: 800, height: 600 },
  workArea: { x: 0, y: 0, width: 800, height: 560 },
};

describe('player display placement', () => {
  it('goes full screen on a display other than the DM’s when one is connected', () => {
    expect(choosePlayerPlacement([laptop, projector], 1)).toEqual({
      mode: 'fullscreen',
      displayId: 2,
      bounds: projector.bounds,
    });
    expect(choosePlayerPlacement([laptop, projector], 2)).toMatchObject({
      mode: 'fullscreen',
      displayId: 1,
    });
  });

  it('opens a normal window centred on the only display', () => {
    expect(choosePlayerPlacement([laptop], 1)).toEqual({
      mode: 'window',
      displayId: 1,
      bounds: { x: 480, y: 236, width: 960, height: 640 },
    });
  });

  it('never makes the window larger than the work area', () => {
    expect(choosePlayerPlacement([small], 3)).toEqual({
      mode: 'window',
      displayId: 3,
      bounds: { x: 0, y: 0, width: 800, height: 560 },
    });
  });

  it('copes with an unknown DM display and with no displays at all', () => {
    expect(choosePlayerPlacement([laptop], undefined)).toMatchObject({
      mode: 'window',
      displayId: 1,
    });
    expect(choosePlayerPlacement([], undefined)).toBeUndefined();
  });
});
