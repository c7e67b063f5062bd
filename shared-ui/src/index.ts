// Auth context
export { useAuth, type AuthState } from './auth/useAuth';
export { apiFetch } from './auth/apiFetch';
export { ApiError } from './auth/ApiError';
export { fieldErrorsOf } from './auth/fieldErrorsOf';
export type { ApiRequestInit } from './auth/request';
export { activeRoles } from './auth/activeRoles';
export { hasRole, hasAnyRole, useHasRole } from './auth/roles';
export { siteLocale, siteCurrency } from './auth/site';
export type { AuthStatus, Currency, LearningSite, Me, Role, User, UserContext } from './auth/types';

// i18n
export { registerMessages } from './i18n/messageRegistry';
export { translate } from './i18n/translate';
export { useT, type TranslateFn } from './i18n/useT';
export { SUPPORTED_LOCALES, type Locale, type MessageParams, type Messages, type SupportedLocale } from './i18n/types';

// Components
export { Page, type PageProps } from './components/Page';
export { Button, type ButtonProps, type ButtonVariant } from './components/Button';
export { FormField, type FormFieldProps } from './components/FormField';
export type { FieldControlProps } from './components/fieldIds';
export { TextField, type TextFieldProps } from './components/TextField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { DateField, type DateFieldProps } from './components/DateField';
export { parseDateInput, formatDateDisplay } from './components/dateInput';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Modal, type ModalProps } from './components/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { LeaveGuard, type LeaveGuardProps } from './leave/LeaveGuard';
export { toast, type ToastKind } from './components/toastStore';
export { ToastHost } from './components/ToastHost';
export { paginationRange, type PaginationRangeOptions } from './components/paginationRange';
export { Pagination, type PaginationProps } from './components/Pagination';
export { DataGrid, type ColDef, type DataGridProps } from './components/DataGrid';
export { Chart, type ChartProps } from './components/Chart';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { TableHeadWithActions } from './components/TableHeadWithActions';
export { RemoveButton } from './components/RemoveButton';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorBoundary';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { RichTextEditor, type RichTextEditorProps } from './components/richText/RichTextEditor';
export { sanitizeRichText } from './components/richText/sanitizeHtml';
export { SortableList, type SortableListProps } from './components/SortableList';
export { LoginForm, type LoginFormProps } from './components/LoginForm';
export { LocaleSelect } from './components/LocaleSelect';
export { sendWithProgress, type UploadProgress } from './upload/sendWithProgress';
export { UploadProgressView } from './upload/UploadProgressView';
export { FileUploadInput, type FileUploadInputProps } from './upload/FileUploadInput';
export { CourseTextsEditor, type CourseTexts, type CourseTextsEditorProps } from './courseTexts/CourseTextsEditor';

// Validation rules (document 001 §5)
export { registerValidationSchema, type SchemaDefinition } from './validation/schemaRegistry';
export { validateForm, validateField, type FieldMessages, type FormValues, type ValidationOptions } from './validation/validateForm';
export { useFormValidation } from './validation/useFormValidation';
export { parseFieldId, fieldIdOf, type FieldId } from './validation/fieldId';
export type { RuleArgs, RuleName, RuleRef } from './validation/ruleTypes';

// Pickers (document 001 §5, §9)
export { Combobox, type ComboboxOption, type ComboboxProps } from './pickers/Combobox';
export { SearchPicker, type SearchPickerProps } from './pickers/SearchPicker';
export { usePickerSearch, type PickerSearchFn, type PickerSearchOptions, type PickerSearchState } from './pickers/usePickerSearch';
export type { PickerFieldProps } from './pickers/pickerFieldProps';
export type { CoursePlaceItem, CustomerItem, CustomerSearchItem, DepartmentItem, UserSelectItem } from './pickers/pickerItems';
export { UserPicker, type UserPickerProps } from './pickers/UserPicker';
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
} from './pickers/pickerLimits';

// Formatting and hooks
export { formatMoney } from './format/formatMoney';
export { toMinorUnits } from './format/toMinorUnits';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useLoad, type Loaded } from './hooks/useLoad';
export { useApiData, type AnswerSchema } from './hooks/useApiData';
export { useIdempotencyKey } from './hooks/useIdempotencyKey';

// Evaluation screens (classroom and e-learning courses)
export { averageRating, formatAverage, ratingCounts, RATING_STARS } from './evaluations/evaluationSummary';
export { EVALUATION_SORTS, visibleEvaluations, type EvaluationSortKey } from './evaluations/evaluationSort';
export { ratingChartOptions, type RatingChartLabels } from './evaluations/ratingChartOptions';

// Area remotes: single-spa glue shared by the shell and every remote
export { AreaPlaceholder } from './area/AreaPlaceholder';
export { Link } from './area/Link';
export { createAreaLifecycles } from './area/createAreaLifecycles';
export { runStandalone } from './area/runStandalone';
export { useLocationPath, useLocationSearch } from './area/useLocationPath';
