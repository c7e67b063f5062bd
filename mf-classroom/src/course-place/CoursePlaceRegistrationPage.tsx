import { lazy, Suspense, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import {
  ApiError,
  Button,
  callEndpoint,
  Checkbox,
  ErrorPanel,
  fieldErrorsOf,
  hrefTo,
  Link,
  Page,
  Select,
  Spinner,
  TextField,
  toast,
  useAuth,
  useEndpoint,
  useT,
} from '@atrium/shared-ui';
import {
  coursePlaceEndpoints,
  coursePlaceMapEndpoints,
  MAP_NO_HITS_KEY,
  POSTAL_CODE_PATTERN,
  postalLookupLength,
  type CoursePlaceDetail,
} from '@atrium/classroom-contract';
import { PLATFORM_ADMINS } from '@atrium/core-contract';
import { formOf, NEW_COURSE_PLACE, writeOf, type CoursePlaceForm, type TextFieldName } from './course-place-form';
import { DeletePlaceButton } from './DeletePlaceButton';
import { PictureEditor } from './PictureEditor';
import { RoomsEditor } from './RoomsEditor';
import './messages';

const CoursePlaceMap = lazy(() => import('./CoursePlaceMap'));

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;

function clientErrors(form: CoursePlaceForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = 'course-place.invalid.required';
  if (!POSTAL_CODE_PATTERN.test(form.postalCode.trim())) errors.postalCode = 'course-place.invalid.digits';
  for (const field of ['latitude', 'longitude'] as const) {
    const value = form[field].trim();
    if (value && !COORDINATE.test(value)) errors[field] = 'course-place.invalid.coordinate';
  }
  return errors;
}

function positionOf(form: CoursePlaceForm): { latitude: number; longitude: number } | null {
  if (!COORDINATE.test(form.latitude.trim()) || !COORDINATE.test(form.longitude.trim())) return null;
  return { latitude: Number(form.latitude), longitude: Number(form.longitude) };
}

/** The form of one venue; `place` null is a new one, which gets rooms and a picture once saved. */
function CoursePlaceEditor({ place }: { place: CoursePlaceDetail | null }) {
  const t = useT();
  const isPlatformAdmin = useAuth((state) => state.hasAnyRole(PLATFORM_ADMINS));
  const [saved, setSaved] = useState(place);
  const [form, setForm] = useState<CoursePlaceForm>(place ? formOf(place) : NEW_COURSE_PLACE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string>();
  const countries = useEndpoint(coursePlaceEndpoints.countries, {});
  const mapConfig = useEndpoint(coursePlaceMapEndpoints.config, {});

  const change = (values: Partial<CoursePlaceForm>) => setForm((current) => ({ ...current, ...values }));
  const text = (field: TextFieldName, label: string, extra: { inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      label={t(label)}
      value={form[field]}
      error={errors[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      {...extra}
    />
  );

  // Document 003 §5: digits only; the city is looked up at the country's length (Norway 4, Sweden 5).
  const changePostalCode = async (postalCode: string) => {
    change({ postalCode });
    if (!POSTAL_CODE_PATTERN.test(postalCode) || postalCode.length !== postalLookupLength(form.countryId)) return;
    try {
      const { city } = await callEndpoint(coursePlaceEndpoints.postalCode, { params: { countryId: form.countryId, code: postalCode } });
      if (city) change({ city });
    } catch {
      // The city is typed by hand then.
    }
  };

  const findAddress = async () => {
    setSearchError(undefined);
    try {
      const [hit] = await callEndpoint(coursePlaceMapEndpoints.geocode, { query: { q: search } });
      if (hit) change({ latitude: hit.latitude, longitude: hit.longitude });
      else setSearchError(MAP_NO_HITS_KEY);
    } catch {
      setSearchError(MAP_NO_HITS_KEY);
    }
  };

  const save = async () => {
    const found = clientErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = saved
        ? await callEndpoint(coursePlaceEndpoints.update, { params: { id: saved.id }, body: { ...writeOf(form), version: saved.version } })
        : await callEndpoint(coursePlaceEndpoints.create, { body: writeOf(form) });
      toast.success('course-place.saved');
      if (!saved) {
        navigateToUrl(hrefTo('course-place-registration.edit', { id: answer.id }));
        return;
      }
      setSaved(answer);
      setForm(formOf(answer));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      toast.error(error instanceof ApiError && error.status === 409 ? 'course-place.conflict' : 'course-place.saveFailed');
    }
  };

  const title = saved ? t('course-place.edit.title', { name: saved.name }) : t('course-place.new.title');
  const tiles = mapConfig.data?.tileUrl;
  return (
    <Page
      title={title}
      actions={saved && <Link href={hrefTo('course-place-registration.ratings', { id: saved.id })}>{t('course-place.ratings')}</Link>}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="atr-toolbar">
          <legend>{t('course-place.list.title')}</legend>
          {text('name', 'course-place.field.name')}
          {text('abbreviation', 'course-place.field.abbreviation')}
          {text('addressLine', 'course-place.field.addressLine')}
          <TextField
            label={t('course-place.field.postalCode')}
            inputMode="numeric"
            value={form.postalCode}
            error={errors.postalCode}
            onChange={(event) => void changePostalCode(event.target.value.trim())}
          />
          {text('city', 'course-place.field.city')}
          <Select
            label={t('course-place.field.country')}
            value={String(form.countryId)}
            options={(countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }))}
            onChange={(event) => change({ countryId: Number(event.target.value) })}
          />
          {text('phone', 'course-place.field.phone')}
          {text('contactInfo', 'course-place.field.contactInfo')}
          <Checkbox
            label={t('course-place.field.openCourses')}
            checked={form.openCourses}
            onChange={(event) => change({ openCourses: event.target.checked })}
          />
          <Checkbox
            label={t('course-place.field.webinar')}
            checked={form.webinar}
            onChange={(event) => change({ webinar: event.target.checked })}
          />
          {/* Document 003 §6: the course-place admin flag is shown to platform administrators. */}
          {isPlatformAdmin && (
            <Checkbox
              label={t('course-place.field.adminFlag')}
              checked={form.isAtriumCoursePlaceResponsible}
              onChange={(event) => change({ isAtriumCoursePlaceResponsible: event.target.checked })}
            />
          )}
          {text('directions', 'course-place.field.directions')}
          {text('accommodation', 'course-place.field.accommodation')}
          {text('lunch', 'course-place.field.lunch')}
        </fieldset>
        <fieldset className="atr-toolbar">
          <legend>{t('course-place.location')}</legend>
          {text('latitude', 'course-place.field.latitude', { inputMode: 'decimal' })}
          {text('longitude', 'course-place.field.longitude', { inputMode: 'decimal' })}
          {mapConfig.data?.search && (
            <div className="atr-toolbar">
              <TextField
                label={t('course-place.map.search')}
                value={search}
                error={searchError}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button onClick={() => void findAddress()}>{t('course-place.map.searchButton')}</Button>
            </div>
          )}
          {tiles && (
            <Suspense fallback={<Spinner />}>
              <CoursePlaceMap
                tileUrl={tiles}
                attribution={mapConfig.data?.attribution ?? null}
                label={t('course-place.map')}
                position={positionOf(form)}
                onPlace={(position) => change({ latitude: position.latitude.toFixed(6), longitude: position.longitude.toFixed(6) })}
              />
            </Suspense>
          )}
        </fieldset>
        <Button type="submit" variant="primary">
          {t('course-place.save')}
        </Button>
      </form>
      {saved ? (
        <>
          <RoomsEditor placeId={saved.id} rooms={saved.rooms} onChange={(rooms) => setSaved({ ...saved, rooms })} />
          <PictureEditor place={saved} onChange={setSaved} />
          <p>
            <DeletePlaceButton place={saved} />
          </p>
        </>
      ) : (
        <p>{t('course-place.rooms.afterSave')}</p>
      )}
    </Page>
  );
}

/** /course-place-registration and /course-place-registration/{id} (document 003 §2). */
export default function CoursePlaceRegistrationPage({ id }: { id: number | null }) {
  const place = useEndpoint(coursePlaceEndpoints.get, id === null ? null : { params: { id } });
  if (id === null) return <CoursePlaceEditor place={null} />;
  if (place.error) return <ErrorPanel error={place.error} onRetry={place.reload} />;
  if (!place.data) return <Spinner />;
  return <CoursePlaceEditor key={place.data.id} place={place.data} />;
}
