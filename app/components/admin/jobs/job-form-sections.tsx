import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { usStates } from "#schemas/job-posting";
import { POSTING_SECTIONS } from "#schemas/posting-fields";
import type { JobForm } from "./job-draft";
import {
  CheckboxField,
  ChoiceField,
  EditorSection,
  ListField,
  NumberField,
  OptionalGroup,
  SelectField,
  TextField,
  TextListField,
  useFieldError,
} from "./job-fields";
import { PostingFields } from "./posting-fields";

const STATE_OPTIONS = Object.entries(usStates).map(([code, name]) => [code, `${name} (${code})`] as const);
const grid2 = "grid gap-4 sm:grid-cols-2";
const grid3 = "grid gap-4 sm:grid-cols-3";

/** The parts of the editor, in the order of the public page; each names its section for the jump links. */
export const EDITOR_SECTIONS = POSTING_SECTIONS;

/*
 * Each section renders its fields from the posting-field descriptor (schemas/posting-fields.ts) through
 * PostingFields; what the descriptor marks `custom` (pay, places, nested parts) is the section's own.
 */

export function BasicsSection() {
  return (
    <EditorSection id="job-basics" title="Basics">
      <PostingFields
        section="job-basics"
        custom={{
          occupation: (
            <OptionalGroup
              name="occupation"
              label="Another occupation (O*NET code)"
              blank={() => ({ code: "", name: "" })}
            >
              <div className={grid2}>
                <TextField name="occupation.code" label="O*NET code" hint="e.g. 41-4011.00" />
                <TextField name="occupation.name" label="Occupation name" />
              </div>
            </OptionalGroup>
          ),
        }}
      />
    </EditorSection>
  );
}

export function AddressSection({ published }: { published: boolean }) {
  return (
    <EditorSection id="job-address" title="Address and page">
      <PostingFields
        section="job-address"
        custom={{
          path: (
            <TextField
              name="path"
              label="Address"
              hint={
                published
                  ? "/job- and lower-case words joined by hyphens. Changing it sends the old address to the new one (301)."
                  : "/job- and lower-case words joined by hyphens, e.g. /job-tulsa-fnp."
              }
            />
          ),
        }}
      />
    </EditorSection>
  );
}

function LocationsList() {
  const { control } = useFormContext<JobForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "locations" });
  return (
    <ListField
      name="locations"
      legend="On-site locations"
      itemName="location"
      keys={fields.map((field) => field.id)}
      move={move}
      remove={remove}
      add={() => append({ locality: "", region: "GA" })}
      listClassName="space-y-3"
      rowClassName="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2"
      renderRow={(index) => (
        <>
          <TextField
            name={`locations.${index}.locality`}
            label={`City ${index + 1}`}
            className="min-w-24 flex-1"
          />
          <SelectField
            name={`locations.${index}.region`}
            label={`State ${index + 1}`}
            options={STATE_OPTIONS}
            className="min-w-24 flex-1"
          />
          <TextField
            name={`locations.${index}.postalCode`}
            label={`ZIP ${index + 1} (optional)`}
            className="w-32"
          />
        </>
      )}
    />
  );
}

const AREA_TYPES = [
  ["Country", "Anywhere in the US"],
  ["State", "One state"],
] as const;

function ApplicantLocationsList() {
  const { control, register } = useFormContext<JobForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: "remote.applicantLocations" });
  const values = useWatch({ control, name: "remote.applicantLocations" });
  return (
    <ListField
      name="remote.applicantLocations"
      legend="Where applicants may live"
      itemName="area"
      keys={fields.map((field) => field.id)}
      move={move}
      remove={remove}
      add={() => append({ type: "State", region: "GA" } as never)}
      rowClassName="flex flex-wrap items-end gap-2"
      renderRow={(index) => (
        <>
          <SelectField
            name={`remote.applicantLocations.${index}.type`}
            label={`Area ${index + 1}`}
            options={AREA_TYPES}
            className="min-w-24 flex-1"
          />
          {values?.[index]?.type === "State" ? (
            <SelectField
              name={`remote.applicantLocations.${index}.region`}
              label={`State of area ${index + 1}`}
              options={STATE_OPTIONS}
              className="min-w-24 flex-1"
            />
          ) : (
            <input type="hidden" value="US" {...register(`remote.applicantLocations.${index}.name`)} />
          )}
        </>
      )}
    />
  );
}

export function LocationSection() {
  return (
    <EditorSection
      id="job-location"
      title="Location"
      description="An on-site posting needs at least one location; a remote one names where applicants may live."
    >
      <PostingFields
        section="job-location"
        custom={{
          locations: <LocationsList />,
          remote: (
            <OptionalGroup
              name="remote"
              label="Remote work"
              blank={() => ({ label: "Remote (US)", applicantLocations: [{ type: "Country", name: "US" }] })}
            >
              <TextField name="remote.label" label="Remote label" hint="e.g. Remote (telemedicine, US)" />
              <ApplicantLocationsList />
            </OptionalGroup>
          ),
        }}
      />
    </EditorSection>
  );
}

export function PaySection() {
  const { control } = useFormContext<JobForm>();
  const kind = useWatch({ control, name: "pay.kind" });
  const payError = useFieldError("pay");
  return (
    <EditorSection id="job-pay" title="Pay and benefits">
      <PostingFields
        section="job-pay"
        custom={{
          pay: (
            <>
              <ChoiceField
                name="pay.kind"
                legend="Base pay"
                options={[
                  ["range", "A range"],
                  ["upTo", "Up to an amount"],
                  ["exact", "One amount"],
                ]}
              />
              <div className={grid3}>
                {kind === "range" && <NumberField name="pay.min" label="From ($)" />}
                {(kind === "range" || kind === "upTo") && <NumberField name="pay.max" label="Up to ($)" />}
                {kind === "exact" && <NumberField name="pay.value" label="Amount ($)" />}
                <SelectField
                  name="pay.unit"
                  label="Per"
                  options={[
                    ["YEAR", "Year"],
                    ["HOUR", "Hour"],
                  ]}
                />
              </div>
              {kind === "range" && (
                <CheckboxField name="pay.plus" label="Show “+” after the top of the range" />
              )}
              {payError && <p className="text-sm font-semibold text-red-800">{payError}</p>}
            </>
          ),
          bonus: (
            <OptionalGroup
              name="bonus"
              label="Bonus"
              blank={() => ({ amount: undefined, upTo: false, annual: false })}
            >
              <div className={grid3}>
                <NumberField name="bonus.amount" label="Bonus ($)" />
                <CheckboxField name="bonus.upTo" label="“Up to” this amount" />
                <CheckboxField name="bonus.annual" label="Paid every year" />
              </div>
              <div className={grid2}>
                <TextField name="bonus.per" label="Earned per (optional)" hint="e.g. facility onboarded" />
                <TextField name="bonus.detail" label="Bonus detail (optional)" />
              </div>
            </OptionalGroup>
          ),
        }}
      />
    </EditorSection>
  );
}

export function DescriptionSection() {
  return (
    <EditorSection id="job-description" title="Description">
      <PostingFields
        section="job-description"
        custom={{
          about: <TextListField name="about" label="About the position" itemName="paragraph" multiline />,
          whyYoullLoveIt: (
            <>
              <TextField name="whyYoullLoveIt.heading" label="“Why you'll love it” heading" />
              <TextListField name="whyYoullLoveIt.items" label="Why you'll love it" itemName="reason" />
            </>
          ),
          responsibilities: (
            <>
              <TextField name="responsibilities.heading" label="Responsibilities heading" />
              <TextListField
                name="responsibilities.items"
                label="Responsibilities"
                itemName="responsibility"
              />
            </>
          ),
          qualifications: (
            <>
              <TextListField
                name="qualifications.required"
                label="Required qualifications"
                itemName="requirement"
              />
              <TextListField
                name="qualifications.preferred"
                label="Preferred qualifications"
                itemName="preference"
              />
            </>
          ),
          // Education and experience share one block: their levels side by side, then each in words.
          education: (
            <>
              <div className={grid2}>
                <SelectField
                  name="education.category"
                  label="Education"
                  options={[
                    ["postgraduate degree", "Postgraduate degree"],
                    ["bachelor degree", "Bachelor's degree"],
                    ["associate degree", "Associate degree"],
                    ["professional certificate", "Professional certificate"],
                    ["high school", "High school"],
                  ]}
                />
                <NumberField name="experience.months" label="Months of experience (optional)" />
              </div>
              <TextField name="education.description" label="Education, in words" multiline />
              <TextField name="experience.description" label="Experience, in words" multiline />
            </>
          ),
        }}
      />
    </EditorSection>
  );
}

export function LayoutBSection() {
  const { control } = useFormContext<JobForm>();
  const layout = useWatch({ control, name: "layout" });
  if (layout !== "B") return null;
  return (
    <EditorSection id="job-layout-b" title="Layout B extras">
      <PostingFields
        section="job-layout-b"
        custom={{
          highlight: (
            <>
              <TextField name="highlight.title" label="Highlight title" />
              <TextField name="highlight.text" label="Highlight text" multiline />
            </>
          ),
          explore: (
            <fieldset>
              <legend className="text-sm font-semibold text-slate-900">Explore links (four)</legend>
              <ol className="mt-2 space-y-2">
                {[0, 1, 2, 3].map((index) => (
                  <li key={index} className={grid2}>
                    <TextField name={`explore.${index}.label`} label={`Link ${index + 1} text`} />
                    <TextField
                      name={`explore.${index}.href`}
                      label={`Link ${index + 1} address`}
                      type="url"
                    />
                  </li>
                ))}
              </ol>
            </fieldset>
          ),
        }}
      />
    </EditorSection>
  );
}

export function ApplySection() {
  const { control } = useFormContext<JobForm>();
  const layout = useWatch({ control, name: "layout" });
  return (
    <EditorSection id="job-apply" title="Recruiter and applying">
      <PostingFields
        section="job-apply"
        custom={{
          recruiter: (
            <>
              <div className={grid2}>
                <TextField name="recruiter.name" label="Recruiter's name" />
                <TextField
                  name="recruiter.title"
                  label="Recruiter's title"
                  readOnly
                  hint="The same on every posting."
                />
                <TextField name="recruiter.email" label="Recruiter's e-mail" type="email" />
                <TextField
                  name="recruiter.phone"
                  label="Recruiter's phone, as shown"
                  type="tel"
                  hint="e.g. (888) 555-0142"
                />
                <TextField
                  name="recruiter.phoneHref"
                  label="Phone link"
                  hint="tel:+1 and ten digits, e.g. tel:+18885550142"
                />
                <TextField name="recruiter.web.label" label="Web link text" />
                <TextField name="recruiter.web.href" label="Web link address" type="url" hint="https://…" />
              </div>
              <TextField name="recruiter.about" label="About the recruiter" multiline />
            </>
          ),
          apply: (
            <>
              <TextField name="apply.subject" label="Application e-mail subject" />
              <TextField name="apply.body" label="Application e-mail text (optional)" multiline />
              {layout === "B" && (
                <TextField
                  name="apply.partnerJobUrl"
                  label="Partner's job page (optional)"
                  type="url"
                  hint="When set, it replaces the call button."
                />
              )}
            </>
          ),
        }}
      />
    </EditorSection>
  );
}

export function SearchSection() {
  return (
    <EditorSection id="job-search" title="Search engines">
      <PostingFields
        section="job-search"
        custom={{
          meta: (
            <>
              <TextField name="meta.title" label="Search result title" maxLength={65} />
              <TextField
                name="meta.description"
                label="Search result description"
                multiline
                maxLength={170}
                hint="70 to 170 characters."
              />
              <TextListField
                name="meta.keywords"
                label="Meta keywords"
                itemName="meta keyword"
                hint="At least three."
              />
            </>
          ),
        }}
      />
    </EditorSection>
  );
}

/** The last day the posting is open; once published it moves only by Renew or Relist. */
export function EndDateSection({ published }: { published: boolean }) {
  return (
    <EditorSection id="job-dates" title="End date">
      <div className="max-w-xs">
        <TextField
          name="validThrough"
          label="Open through"
          type="date"
          readOnly={published}
          hint={
            published
              ? "Change it with Renew or Relist."
              : "The last day the posting is open; renew it later to extend."
          }
        />
      </div>
    </EditorSection>
  );
}
