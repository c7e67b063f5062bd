// Auth context
export { useAuth, type AuthState } from './auth/use-auth';
export { callEndpoint } from './auth/call-endpoint';
export { ApiError } from './auth/api-error';
export { failureKey } from './auth/failure-key';
export { fieldErrorsOf } from './auth/field-errors-of';
export type { ApiRequestInit } from './auth/request';
export { activeRoles } from './auth/active-roles';
export { hasRole, hasAnyRole, useHasRole } from './auth/roles';
export { siteLocale, siteCurrency } from './auth/site';
export type { AuthStatus, Currency, LearningSite, Me, Role, User, UserContext } from './auth/types';

// i18n
export { registerMessages } from './i18n/message-registry';
export { translate } from './i18n/translate';
export { useT, type TranslateFn } from './i18n/use-t';
export { SUPPORTED_LOCALES, type Locale, type MessageParams, type Messages, type SupportedLocale } from './i18n/types';

// Components
export { Page, type PageProps } from './components/Page';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { FormField, type FormFieldProps } from './components/FormField';
export type { FieldControlProps } from './components/field-ids';
export { TextField, type TextFieldProps } from './components/TextField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { DateField, type DateFieldProps } from './components/DateField';
export { parseDateInput, formatDateDisplay } from './components/date-input';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Modal, type ModalProps } from './components/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { LeaveGuard, type LeaveGuardProps } from './leave/LeaveGuard';
export { toast, type ToastKind } from './components/toast-store';
export { ToastHost } from './components/ToastHost';
export { paginationRange, type PaginationRangeOptions } from './components/pagination-range';
export { Pagination, type PaginationProps } from './components/Pagination';
export { DataGrid, type ColDef, type DataGridProps } from './components/DataGrid';
export { Chart, type ChartProps } from './components/Chart';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { DeadEndPanel, type DeadEnd } from './components/DeadEndPanel';
export { DeadEndPage } from './components/DeadEndPage';
export { deadEndOf } from './components/dead-end-of';
export { TableHeadWithActions } from './components/TableHeadWithActions';
export { RemoveButton } from './components/RemoveButton';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorBoundary';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { RichTextEditor, type RichTextEditorProps } from './components/rich-text/RichTextEditor';
export { SortableList, type SortableListProps } from './components/SortableList';
export { LoginForm, type LoginFormProps } from './components/LoginForm';
export { LocaleSelect } from './components/LocaleSelect';
export { sendWithProgress, type UploadProgress } from './upload/send-with-progress';
export { UploadProgressView } from './upload/UploadProgressView';
export { FileUploadInput, type FileUploadInputProps } from './upload/FileUploadInput';
export { CourseTextsEditor, type CourseTexts, type CourseTextsEditorProps } from './course-texts/CourseTextsEditor';

// Validation rules (document 001 §5)
export { registerValidationSchema, type SchemaDefinition } from './validation/schema-registry';
export { validateForm, validateField, type FieldMessages, type FormValues, type ValidationOptions } from './validation/validate-form';
export { useFormValidation } from './validation/use-form-validation';
export { parseFieldId, fieldIdOf, type FieldId } from './validation/field-id';
export type { RuleArgs, RuleName, RuleRef } from './validation/rule-types';

// Pickers (document 001 §5, §9)
export { Combobox, type ComboboxOption, type ComboboxProps } from './pickers/Combobox';
export { SearchPicker, type SearchPickerProps } from './pickers/SearchPicker';
export { usePickerSearch, type PickerSearchFn, type PickerSearchOptions, type PickerSearchState } from './pickers/use-picker-search';
export type { PickerFieldProps } from './pickers/picker-field-props';
export type { CoursePlaceItem, CustomerItem, CustomerSearchItem, DepartmentItem, UserSelectItem } from './pickers/picker-items';
export { UserPicker, type UserPickerProps } from './pickers/UserPicker';
export { useNewUserForm, type NewUserForm, type NewUserTexts } from './pickers/use-new-user-form';
export { NewUserFields, NewUserOutcome } from './pickers/NewUserFields';
export { CustomerPicker, type CustomerPickerProps } from './pickers/CustomerPicker';
export { DepartmentPicker, type DepartmentPickerProps } from './pickers/DepartmentPicker';
export { CoursePlacePicker, type CoursePlacePickerProps } from './pickers/CoursePlacePicker';
export { TimePicker, type TimePickerProps } from './pickers/TimePicker';
export {
  COMPANY_USER_PICKER_LIMIT,
  COURSE_PLACE_PICKER_LIMIT,
  CUSTOMER_LIST_DELAY_MS,
  CUSTOMER_LIST_LIMIT,
  CUSTOMER_LIST_MORE_THAN,
  CUSTOMER_PICKER_LIMIT,
  DEPARTMENT_LIMIT,
  PICKER_DELAY_MS,
  PICKER_MIN_LENGTH,
  TIME_STEP_MINUTES,
  USER_PICKER_LIMIT,
} from './pickers/picker-limits';

// Formatting and hooks
export { formatMoney } from './format/format-money';
export { formatDate, formatDateRange, formatDateTime, formatTime } from './format/format-date';
export { toMinorUnits } from './format/to-minor-units';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useLoad, type Loaded } from './hooks/use-load';
export { useEndpoint } from './hooks/use-endpoint';
export { useIdempotencyKey } from './hooks/use-idempotency-key';

// Evaluation screens (classroom and e-learning courses)
export { averageRating, formatAverage, ratingCounts, RATING_STARS } from './evaluations/evaluation-summary';
export { EVALUATION_SORTS, visibleEvaluations, type EvaluationSortKey } from './evaluations/evaluation-sort';
export { ratingChartOptions, type RatingChartLabels } from './evaluations/rating-chart-options';

// Area remotes: single-spa glue shared by the shell and every remote
export { AreaPlaceholder } from './area/AreaPlaceholder';
export { AreaRouter, areaPage, matchAreaRoute, type AreaPage } from './area/AreaRouter';
export { Link } from './area/Link';
export { createAreaLifecycles } from './area/CreateAreaLifecycles';
export { runStandalone } from './area/RunStandalone';
export { useLocationPath, useLocationSearch } from './area/use-location-path';
export { buildPath, matchPath, pathParams } from './routing/match-path';
export { hrefTo, routeOfPath, useRouteRegistry } from './routing/route-registry';
export { areaRoutesSchema, remotesManifestSchema, type AreaRoute } from '@atrium/core-contract';
// A file an endpoint answers (a download link's href): the address from the contract, never written by hand.
export { endpointUrl } from './auth/endpoint-url';
