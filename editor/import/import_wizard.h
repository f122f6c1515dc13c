// The import wizard panel: pick a file, see what GDAL says, choose what it is, import with progress.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "editor/shell/file_browser.h"
#include "editor/import/import_job.h"
#include "editor/shell/panel.h"

namespace hfg {

/// What the user says the file is.
enum class ImportKind { Scan, Dem, Vector };

/// Steps: choose a file (typed or through the file browser), read its description, choose the
/// kind (preset from what GDAL finds), Import. The import runs on a worker thread with a progress
/// bar and Cancel; when it ends its features are added as one undoable edit and a warped scan or
/// hillshade becomes the map's background. Errors are shown in the panel in plain words.
class ImportWizard : public Panel {
 public:
  ImportWizard();

  /// Chooses the file: describes it and presets the kind. Tests call this instead of the browser.
  void chooseFile(const std::string& path);
  void setKind(ImportKind kind) { m_kind = kind; }
  ImportKind kind() const { return m_kind; }
  const std::string& description() const { return m_description; }
  /// Starts the import for `document` (its frame, or a UTM frame around the file for an empty map).
  void startImport(const Document& document);
  /// Applies a finished import to the document; true when an edit was made. Called every frame.
  bool poll(Document& document);
  ImportJob& job() { return m_job; }
  const std::string& error() const { return m_error; }
  const std::vector<std::string>& messages() const { return m_messages; }

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.25f, 0.15f, 0.45f, 0.55f}; }

 private:
  FileBrowser m_browser;
  std::string m_path;
  std::string m_description;
  ImportKind m_kind = ImportKind::Scan;
  ImportJob m_job;
  std::string m_error;
  std::vector<std::string> m_messages;
  MapFrame m_frame;            ///< the frame the running import projects into
  std::string m_importedFile;  ///< the file of the running import, for the undo label
};

}  // namespace hfg
