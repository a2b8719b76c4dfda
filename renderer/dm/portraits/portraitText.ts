// The portrait controls' texts in the three interface languages, and main's typed portrait
// errors (`portrait.*`, plus the library's read-only SRD refusal) as sentences.
import type { Language } from '../../../shared/i18n/languages';
import type { IpcError } from '../../../shared/ipc/errors';

/** Every text of the portrait controls. */
export interface PortraitTexts {
  readonly label: string;
  readonly attach: string;
  readonly replace: string;
  readonly remove: string;
  readonly working: string;
  readonly alt: string;
  readonly hint: string;
  readonly errors: Readonly<Record<string, string>>;
}

const en: PortraitTexts = {
  label: 'Portrait',
  attach: 'Attach portrait…',
  replace: 'Replace portrait…',
  remove: 'Remove portrait',
  working: 'Saving the portrait…',
  alt: 'Portrait of {{name}}',
  hint: 'PNG, JPEG or WebP, up to 5 MB; it is shrunk to 512 px and kept in the data folder.',
  errors: {
    notImage: 'This file is not a PNG, JPEG or WebP picture, whatever its name says.',
    tooLarge: 'The picture is too large: at most 5 MB.',
    unreadable: 'The picture could not be read. Try another PNG, JPEG or WebP file.',
    uploadIncomplete: 'The picture did not arrive whole. Try again.',
    uploadExpired: 'The upload expired. Try again.',
    busy: 'Too many pictures are being sent at once. Try again in a moment.',
    readOnly: 'SRD creatures are read-only: duplicate one to give it a portrait.',
    notFound: 'This roster member or creature no longer exists.',
    other: 'The portrait could not be saved ({{code}}).',
  },
};

const uk: PortraitTexts = {
  label: 'Портрет',
  attach: 'Додати портрет…',
  replace: 'Замінити портрет…',
  remove: 'Прибрати портрет',
  working: 'Зберігаємо портрет…',
  alt: 'Портрет: {{name}}',
  hint: 'PNG, JPEG або WebP до 5 МБ; зменшується до 512 пікселів і зберігається в теці даних.',
  errors: {
    notImage: 'Цей файл не є зображенням PNG, JPEG чи WebP, хоч би як він називався.',
    tooLarge: 'Зображення завелике: щонайбільше 5 МБ.',
    unreadable: 'Не вдалося прочитати зображення. Спробуйте інший файл PNG, JPEG чи WebP.',
    uploadIncomplete: 'Зображення надійшло не повністю. Спробуйте ще раз.',
    uploadExpired: 'Час передавання минув. Спробуйте ще раз.',
    busy: 'Забагато зображень передається одночасно. Спробуйте трохи згодом.',
    readOnly: 'Істоти SRD не змінюються: продублюйте істоту, щоб додати їй портрет.',
    notFound: 'Цього учасника загону чи істоти вже немає.',
    other: 'Не вдалося зберегти портрет ({{code}}).',
  },
};

const ru: PortraitTexts = {
  label: 'Портрет',
  attach: 'Добавить портрет…',
  replace: 'Заменить портрет…',
  remove: 'Убрать портрет',
  working: 'Сохраняем портрет…',
  alt: 'Портрет: {{name}}',
  hint: 'PNG, JPEG или WebP до 5 МБ; уменьшается до 512 пикселей и хранится в папке данных.',
  errors: {
    notImage: 'Этот файл не изображение PNG, JPEG или WebP, как бы он ни назывался.',
    tooLarge: 'Изображение слишком большое: не больше 5 МБ.',
    unreadable: 'Не удалось прочитать изображение. Попробуйте другой файл PNG, JPEG или WebP.',
    uploadIncomplete: 'Изображение пришло не целиком. Попробуйте ещё раз.',
    uploadExpired: 'Время передачи истекло. Попробуйте ещё раз.',
    busy: 'Слишком много изображений передаётся одновременно. Попробуйте чуть позже.',
    readOnly: 'Существа SRD не меняются: продублируйте существо, чтобы добавить ему портрет.',
    notFound: 'Этого участника отряда или существа уже нет.',
    other: 'Не удалось сохранить портрет ({{code}}).',
  },
};

/** The portrait texts of every interface language. */
export const portraitCatalogs: Readonly<Record<Language, PortraitTexts>> = { en, uk, ru };

/** The portrait texts in `language`. */
export function portraitTexts(language: Language): PortraitTexts {
  return portraitCatalogs[language];
}

/** `text` with its `{{key}}` placeholders filled. */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => String(params[key] ?? whole));
}

/** A portrait failure from main (or the renderer's own decoding) as a sentence. */
export function portraitErrorText(language: Language, error: IpcError): string {
  const { errors } = portraitTexts(language);
  const key = error.code.replace(/^(portrait|library)\./, '');
  return errors[key] ?? fill(errors.other ?? '', { code: error.code });
}
