// Methods Google's Apps Script reference documents that @types/google-apps-script (generated from it) does not
// have yet. This is the one place such a method may be declared: each entry names the page that documents it.
// The surface check (test/google/surface.test.ts) accepts a method the bundle calls only when it is in
// @types/google-apps-script or here.
declare namespace GoogleAppsScript {
  namespace Forms {
    interface Form {
      /**
       * Forms created after 30 June 2026 start unpublished and accept no response until published.
       * https://developers.google.com/apps-script/reference/forms/form#setpublishedenabled
       * https://developers.google.com/workspace/forms/api/guides/api-changes-to-google-forms
       * https://developers.google.com/workspace/forms/api/guides/publish-form
       */
      setPublished(enabled: boolean): Form;
      /** https://developers.google.com/apps-script/reference/forms/form#ispublished */
      isPublished(): boolean;
      /**
       * Whether the form supports publishing (and so setPublished); every form created now does.
       * https://developers.google.com/apps-script/reference/forms/form#supportsadvancedresponderpermissions
       */
      supportsAdvancedResponderPermissions(): boolean;
      /**
       * Responders of a published form (Drive's published-reader permissions); adding an editor has no effect.
       * https://developers.google.com/apps-script/reference/forms/form#addPublishedReader(String)
       * https://developers.google.com/workspace/forms/api/guides/publish-form ("Share your form with more responders")
       */
      addPublishedReader(emailAddress: string): Form;
      /** https://developers.google.com/apps-script/reference/forms/form#addPublishedReaders(String) */
      addPublishedReaders(emailAddresses: string[]): Form;
      /** https://developers.google.com/apps-script/reference/forms/form#getPublishedReaders() */
      getPublishedReaders(): Base.User[];
    }
  }
}
// The Forms API as Apps Script's advanced service `Forms` (enabled in appsscript.json,
// dependencies.enabledAdvancedServices; https://developers.google.com/apps-script/guides/services/advanced): the
// Form class's reference documents no method that makes a form record verified addresses (setCollectEmail(true)
// lets the respondent type any address), so the add-on sets FormSettings.emailCollectionType = VERIFIED with
// forms.batchUpdate's updateSettings and reads it with forms.get, the documented REST methods
// (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms,
// https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate). Only the fields the
// add-on sends and reads are declared; an advanced service's methods take the request body first, then the ids.
declare namespace GoogleAppsScript {
  namespace Forms_v1 {
    /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms#FormSettings */
    interface FormSettings {
      emailCollectionType?: 'EMAIL_COLLECTION_TYPE_UNSPECIFIED' | 'DO_NOT_COLLECT' | 'VERIFIED' | 'RESPONDER_INPUT';
    }
    /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms#Form */
    interface Form {
      formId?: string;
      settings?: FormSettings;
    }
    /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate#UpdateSettingsRequest */
    interface BatchUpdateFormRequest {
      requests: { updateSettings: { settings: FormSettings; updateMask: string } }[];
    }
    interface BatchUpdateFormResponse {
      replies?: object[];
    }
    interface FormsCollection {
      /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/get */
      get(formId: string): Form;
      /** https://developers.google.com/workspace/forms/api/reference/rest/v1/forms/batchUpdate */
      batchUpdate(resource: BatchUpdateFormRequest, formId: string): BatchUpdateFormResponse;
    }
    interface Service {
      Forms: FormsCollection;
    }
  }
}
/** Undefined when the script does not enable the advanced service (a copy without appsscript.json's dependency). */
declare const Forms: GoogleAppsScript.Forms_v1.Service | undefined;
