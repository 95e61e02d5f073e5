import { AppError } from '../../../shared/errors.ts';

export const MAX_PHOTOS = 12;

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const photoLimit = () => new AppError('PHOTO_LIMIT', { params: { max: MAX_PHOTOS } });
