export { type CallOptions, callApi } from './call.ts';
export {
  API_BASE,
  type ApiRequest,
  apiFetch,
  configureApiClient,
  requestHeaders,
  TOKEN_HEADERS,
  tokenHeaders,
} from './client.ts';
export {
  ApiError,
  apiFieldErrors,
  type FieldErrors,
  httpFailureMessage,
  responseMessage,
  storeErrorMessage,
} from './errors.ts';
export { type AreaInHaler, type PublicDataInHaler, publicDataInHaler } from './public-data.ts';
