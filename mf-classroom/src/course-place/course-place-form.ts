import { COUNTRY_NORWAY, type CoursePlaceDetail, type CoursePlaceWrite } from '@atrium/classroom-contract';

/** The registration form's values, all as typed. */
export interface CoursePlaceForm {
  name: string;
  abbreviation: string;
  addressLine: string;
  postalCode: string;
  city: string;
  countryId: number;
  phone: string;
  contactInfo: string;
  openCourses: boolean;
  webinar: boolean;
  isAtriumCoursePlaceResponsible: boolean;
  latitude: string;
  longitude: string;
  directions: string;
  accommodation: string;
  lunch: string;
}

export type TextFieldName = { [K in keyof CoursePlaceForm]: CoursePlaceForm[K] extends string ? K : never }[keyof CoursePlaceForm];

/** Document 003 §5: a new venue is in Norway and not open for courses (the owner is set by the server). */
export const NEW_COURSE_PLACE: CoursePlaceForm = {
  name: '',
  abbreviation: '',
  addressLine: '',
  postalCode: '',
  city: '',
  countryId: COUNTRY_NORWAY,
  phone: '',
  contactInfo: '',
  openCourses: false,
  webinar: false,
  isAtriumCoursePlaceResponsible: false,
  latitude: '',
  longitude: '',
  directions: '',
  accommodation: '',
  lunch: '',
};

export function formOf(place: CoursePlaceDetail): CoursePlaceForm {
  return {
    name: place.name,
    abbreviation: place.abbreviation ?? '',
    addressLine: place.addressLine ?? '',
    postalCode: place.postalCode ?? '',
    city: place.city ?? '',
    countryId: place.countryId,
    phone: place.phone ?? '',
    contactInfo: place.contactInfo ?? '',
    openCourses: place.openCourses,
    webinar: place.webinar,
    isAtriumCoursePlaceResponsible: place.isAtriumCoursePlaceResponsible,
    latitude: place.geolocation?.latitude ?? '',
    longitude: place.geolocation?.longitude ?? '',
    directions: place.directions ?? '',
    accommodation: place.accommodation ?? '',
    lunch: place.lunch ?? '',
  };
}

/** What is sent: blanks become null on the server; the owner stays as it is. */
export function writeOf(form: CoursePlaceForm): CoursePlaceWrite {
  return { ...form, ownerCustomerId: null };
}
