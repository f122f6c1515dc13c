// Header checks and migration of JSON documents before their fields are read.
#include "core/io/document_io.h"

#include "core/io/message_text.h"
#include "core/io/migrations.h"

namespace hfg::io {

rapidjson::Document prepareJsonDocument(std::string_view text, const std::filesystem::path& file,
                                        const FileFormat& format) {
  if (text.starts_with(kBinaryMagic))
    throw LoadError(
        file, "", "this is a binary hfg file; expected JSON (only campaign states may be binary)");
  rapidjson::Document document = parseJsonDocument(text, file);
  const std::string expected = "\"" + std::string(format.name) + "\"";

  auto name = document.FindMember("format");
  if (name == document.MemberEnd())
    throw LoadError(file, "format", "required field is missing; expected " + expected);
  if (!name->value.IsString())
    throw LoadError(file, "format",
                    "expected " + expected + ", found " + describeJsonType(name->value));
  std::string_view found(name->value.GetString(), name->value.GetStringLength());
  if (found != format.name)
    throw LoadError(
        file, "format",
        "expected " + expected + ", found " + quoteForMessage(found) + " (wrong kind of file?)");

  auto version = document.FindMember("format_version");
  const std::string range =
      std::string(format.name) + " versions 0 to " + std::to_string(format.currentVersion);
  if (version == document.MemberEnd())
    throw LoadError(file, "format_version", "required field is missing; expected one of " + range);
  if (!version->value.IsInt())
    throw LoadError(file, "format_version",
                    "expected an integer, found " + describeJsonType(version->value));
  int number = version->value.GetInt();
  if (number > format.currentVersion)
    throw LoadError(file, "format_version",
                    "version " + std::to_string(number) +
                        " was written by a newer hfg; this hfg reads " + range);
  if (number < 0)
    throw LoadError(file, "format_version",
                    "version " + std::to_string(number) + " does not exist; expected " + range);
  migrateDocument(document, format, number, file);
  return document;
}

}  // namespace hfg::io
