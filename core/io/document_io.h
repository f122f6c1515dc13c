// Loads and saves one model document as JSON or binary: header, migration, fields, errors.
#pragma once

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>
#include <cereal/archives/portable_binary.hpp>

#include <exception>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "core/io/binary_fields.h"
#include "core/io/file_format.h"
#include "core/io/json_document.h"
#include "core/io/json_fields.h"
#include "core/io/json_layout.h"
#include "core/io/load_error.h"
#include "core/io/model_fields.h"

namespace hfg::io {

/// Parses `text`, checks "format" and "format_version" and applies the migration steps.
/// The returned document is at the current version and at most kMaxJsonDepth deep.
rapidjson::Document prepareJsonDocument(std::string_view text, const std::filesystem::path& file,
                                        const FileFormat& format);

/// Loads JSON `text` read from `file` into `model`. Throws LoadError.
template <class T>
void loadJsonText(std::string_view text, const std::filesystem::path& file,
                  const FileFormat& format, T& model) {
  // One parse: the fields are read from the checked, migrated document itself.
  const rapidjson::Document document = prepareJsonDocument(text, file, format);
  JsonReader reader(document, file);
  try {
    reader.header(format.name, format.currentVersion);
    serialize(reader, model);
    reader.finishObject();
  } catch (const LoadError&) {
    throw;
  } catch (const std::exception& e) {
    throw LoadError(file, reader.path(), std::string("cannot read: ") + e.what());
  }
}

/// Loads a binary document (kBinaryMagic, then a cereal portable binary archive). Throws LoadError.
template <class T>
void loadBinaryBytes(std::string_view bytes, const std::filesystem::path& file,
                     const FileFormat& format, T& model) {
  if (!bytes.starts_with(kBinaryMagic)) throw LoadError(file, "", "not an hfg binary file");
  bytes.remove_prefix(kBinaryMagic.size());
  // cereal's first byte says whether the writer was little-endian; anything else is not ours.
  if (bytes.empty() || static_cast<unsigned char>(bytes.front()) > 1)
    throw LoadError(file, "", "corrupt binary file: bad byte-order mark");
  std::istringstream in(std::string(bytes), std::ios::binary);
  cereal::PortableBinaryInputArchive archive(in);  // reads the byte-order mark checked above
  BinaryReader reader(archive, in, bytes.size(), file);
  try {
    reader.header(format.name, format.currentVersion);
    serialize(reader, model);
  } catch (const LoadError&) {
    throw;
  } catch (const std::exception& e) {
    throw LoadError(file, reader.path(),
                    std::string("binary file is truncated or corrupt: ") + e.what());
  }
  if (in.peek() != std::char_traits<char>::eof())
    throw LoadError(file, "", "corrupt binary file: unexpected bytes after the end of the data");
}

/// The JSON text of `model`: two-space indents, a final newline.
template <class T>
std::string toJsonText(const FileFormat& format, const T& model) {
  // The fields go into a document in memory, printed once (nothing parsed back).
  rapidjson::Document document;
  JsonWriter writer(document);
  writer.header(format.name, format.currentVersion);
  serialize(writer, const_cast<T&>(model));  // writers never modify; serialize is shared
  return layOutJson(document) + "\n";
}

/// The binary form of `model`.
template <class T>
std::string toBinaryBytes(const FileFormat& format, const T& model) {
  std::ostringstream out(std::ios::binary);
  out << kBinaryMagic;
  {
    cereal::PortableBinaryOutputArchive archive(out);
    BinaryWriter writer(archive);
    writer.header(format.name, format.currentVersion);
    serialize(writer, const_cast<T&>(model));
  }
  return out.str();
}

}  // namespace hfg::io
