import { describe, expect, it } from 'vitest';
import { RequestError } from '@/services/request/errors.ts';
import { defaultShift, formFieldOf, onFormFields, postingOf, timingRefusal, type GigFormValues } from './gigForm.ts';

const NOW = Date.parse('2026-11-26T10:00:00+08:00');
const values = (over: Partial<GigFormValues> = {}): GigFormValues => ({
  title: ' 展会协助 ',
  category: 'event',
  dutiesText: '引导观众入场\n\n  发放资料 \n',
  pay: { basis: 'hour', amountYuan: 25.5, piecesPerShift: 30 },
  settlement: 'daily',
  shifts: [defaultShift(NOW)],
  signUpCloseHours: 2,
  requirements: { identity: 'any', minAge: 18, maxAge: undefined, healthCertificate: false, notesText: '' },
  district: 'beijing-chaoyang' as GigFormValues['district'],
  address: '朝阳区某某展览中心东门',
  mealsHousing: false,
  remote: false,
  urgent: true,
  autoHire: false,
  prepayYuan: 1000,
  ...over,
});

describe('the gig form', () => {
  it('sends money in fen, duties and notes as lines, and no piece count unless paid by the piece', () => {
    const body = postingOf(values());
    expect(body.title).toBe('展会协助');
    expect(body.duties).toEqual(['引导观众入场', '发放资料']);
    expect(body.pay).toEqual({ basis: 'hour', amountFen: 2550, piecesPerShift: null });
    expect(body.prepayFen).toBe(100_000);
    expect(body.requirements).toEqual({ identity: 'any', minAge: 18, maxAge: null, healthCertificate: false, notes: [] });
    expect(body.shifts[0]).toEqual({ date: '2026-11-27', start: '09:00', end: '17:00', breakMinutes: 60, headcount: 5 });
    expect(postingOf(values({ pay: { basis: 'piece', amountYuan: 0.5, piecesPerShift: 300 }, prepayYuan: null })).pay).toEqual({
      basis: 'piece',
      amountFen: 50,
      piecesPerShift: 300,
    });
    expect(postingOf(values({ prepayYuan: null })).prepayFen).toBe(0);
  });

  it('puts each of the API’s field reasons on the form field that holds it', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('duties.1')).toBe('dutiesText');
    expect(formFieldOf('pay.amountFen')).toBe('pay.amountYuan');
    expect(formFieldOf('requirements.notes.0')).toBe('requirements.notesText');
    expect(formFieldOf('requirements.minAge')).toBe('requirements.minAge');
    expect(formFieldOf('shifts.0.date')).toBe('shifts.0.date');
    expect(formFieldOf('prepayFen')).toBe('prepayYuan');
    const mapped = onFormFields(new RequestError(422, 'x', 'VALIDATION_FAILED', [{ field: 'duties.0', message: '含歧视' }]));
    expect((mapped as RequestError).fields).toEqual([{ field: 'dutiesText', message: '含歧视' }]);
    const other = new RequestError(409, 'y');
    expect(onFormFields(other)).toBe(other);
  });

  it('refuses a shift in the past before sending, on the shift’s date field', () => {
    expect(timingRefusal(values(), NOW)).toBeNull();
    const refused = timingRefusal(values({ shifts: [{ ...defaultShift(NOW), date: '2026-11-25' }] }), NOW);
    expect(refused?.status).toBe(422);
    expect(refused?.fields).toEqual([{ field: 'shifts.0.date', message: '班次须在将来' }]);
  });

  it('sends the uploaded photos (paths from POST /uploads) and shows a refused photo on the photos field', () => {
    expect(postingOf(values()).photos).toEqual([]);
    expect(postingOf(values({ photos: ['upload/a1.png', 'upload/a2.jpg'] })).photos).toEqual(['upload/a1.png', 'upload/a2.jpg']);
    expect(formFieldOf('photos.1')).toBe('photos');
  });
});
