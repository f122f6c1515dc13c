// One TCHAE rule step evaluated from a case file with given dice: fire, a status test or a combat (like `hfg rules combat`).
#pragma once

#include <string>

namespace hfg::tchae {

/// Evaluates a case (format "hfg-tchae-case", version 1; docs/tchae.md "Case files") of `kind`
/// "fire", "status" or "combat" with the engine's own code: the `battle` object is a set-up
/// (hfg-tchae-battle) with the units on the table, `dice` the D6 faces in the order thrown. Returns
/// the record: the log lines the step wrote, then a last line with its result. Bad input throws
/// hfg::LoadError naming `source` and the field; dice that run out are refused the same way.
/// `expectedKind` (when not empty) must match the case's kind.
std::string evaluateCase(const std::string& text, const std::string& source,
                         const std::string& expectedKind = "");

}  // namespace hfg::tchae
