import {
  CourseInputSchema,
  type ApplicableStatus,
  type CourseType,
  type CourseValues as SchemaCourseValues,
} from '@work/shared-contracts/academy';
import type { VariablesOf } from '../../graphql';
import type { CourseDetails, CreateCourse } from './authoring.graphql';
import { schemaErrors } from './schemaErrors';

/**
 * The course form (§3 Course) in the words of `CourseInputSchema` (lower-case states); the API's enums are the same
 * words in capitals, turned at the edges (courseValuesOf, courseInputOf).
 */
export interface CourseFormValues {
  name: string;
  description: string;
  channelIds: string[];
  templateIds: string[];
  languageCode: string | null;
  experienceLevel: SchemaCourseValues['experienceLevel'];
  private: boolean;
  inDemand: boolean;
  partOfOnboarding: boolean;
  applicableStatus: ApplicableStatus;
  type: CourseType;
  qualificationId: string | null;
}

export type CourseInput = VariablesOf<typeof CreateCourse>['input'];

export function newCourseValues(): CourseFormValues {
  return {
    name: '',
    description: '',
    channelIds: [],
    templateIds: [],
    languageCode: null,
    experienceLevel: null,
    private: false,
    inDemand: false,
    partOfOnboarding: false,
    applicableStatus: 'live',
    type: 'standard',
    qualificationId: null,
  };
}

export function courseValuesOf(course: CourseDetails): CourseFormValues {
  return {
    name: course.name,
    description: course.description,
    channelIds: [...course.channelIds],
    templateIds: [...course.templateIds],
    languageCode: course.languageCode ?? null,
    experienceLevel: course.experienceLevel ? (course.experienceLevel.toLowerCase() as CourseFormValues['experienceLevel']) : null,
    private: course.private,
    inDemand: course.inDemand,
    partOfOnboarding: course.partOfOnboarding,
    applicableStatus: course.applicableStatus.toLowerCase() as ApplicableStatus,
    type: course.type.toLowerCase() as CourseType,
    qualificationId: course.qualification?.id ?? null,
  };
}

/** The client's check: the shared schema's words, and the API's rule that a qualification-only course names one. */
export function courseErrors(values: CourseFormValues, qualificationRequired: string): Record<string, string> {
  const errors = schemaErrors(CourseInputSchema, values);
  if (values.type === 'qualification_only' && !values.qualificationId) errors['qualificationId'] ??= qualificationRequired;
  return errors;
}

export function courseInputOf(values: CourseFormValues): CourseInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    channelIds: values.channelIds,
    templateIds: values.templateIds,
    languageCode: values.languageCode,
    experienceLevel: values.experienceLevel ? (values.experienceLevel.toUpperCase() as CourseInput['experienceLevel']) : null,
    private: values.private,
    inDemand: values.inDemand,
    partOfOnboarding: values.partOfOnboarding,
    applicableStatus: values.applicableStatus.toUpperCase() as CourseInput['applicableStatus'],
    type: values.type.toUpperCase() as CourseInput['type'],
    qualificationId: values.qualificationId,
  };
}
