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
