// Generic operations on the model: replace a value, insert into or erase from a list.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/edit/operation.h"

namespace hfg {

/// Replaces one value found by `locate` (which returns nullptr when the target is gone). The old
/// value is taken when applied. Two SetValueOperations with the same non-empty merge key merge,
/// keeping the first's old value and the second's new one (a drag is one undo step).
template <typename T>
class SetValueOperation : public Operation {
 public:
  using Locator = std::function<T*(Scenario&)>;
  SetValueOperation(std::string label, unsigned scope, Locator locate, T after,
                    std::string mergeKey = {})
      : m_label(std::move(label)),
        m_scope(scope),
        m_locate(std::move(locate)),
        m_after(std::move(after)),
        m_mergeKey(std::move(mergeKey)) {}

  void apply(Scenario& scenario) override {
    T* value = m_locate(scenario);
    if (!value) throw EditError(m_label + ": its target no longer exists");
    m_before = *value;
    *value = m_after;
  }
  void undo(Scenario& scenario) override {
    T* value = m_locate(scenario);
    if (value && m_before) *value = *m_before;
  }
  std::string label() const override { return m_label; }
  unsigned scope() const override { return m_scope; }
  bool mergeWith(const Operation& next) override {
    const auto* other = dynamic_cast<const SetValueOperation<T>*>(&next);
    if (!other || m_mergeKey.empty() || other->m_mergeKey != m_mergeKey) return false;
    m_after = other->m_after;
    return true;
  }
  const T& after() const { return m_after; }

 private:
  std::string m_label;
  unsigned m_scope;
  Locator m_locate;
  T m_after;
  std::optional<T> m_before;
  std::string m_mergeKey;
};

/// Where a list lives in the scenario; nullptr when its owner is gone.
template <typename T>
using ListLocator = std::function<std::vector<T>*(Scenario&)>;

/// True when T has a string `id` member, so lists of it must keep ids unique.
template <typename T>
concept HasId = requires(const T& t) {
  t.id;
};

/// Inserts `value` at `index` (npos appends). Items with an `id` refuse a duplicate id.
template <typename T>
class InsertOperation : public Operation {
 public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  InsertOperation(std::string label, unsigned scope, ListLocator<T> locate, T value,
                  std::size_t index = npos)
      : m_label(std::move(label)),
        m_scope(scope),
        m_locate(std::move(locate)),
        m_value(std::move(value)),
        m_index(index) {}

  void apply(Scenario& scenario) override {
    std::vector<T>* list = m_locate(scenario);
    if (!list) throw EditError(m_label + ": where it goes no longer exists");
    if constexpr (HasId<T>) {
      for (const T& item : *list)
        if (item.id == m_value.id) throw EditError(m_label + ": id '" + m_value.id + "' is taken");
    }
    m_at = m_index == npos ? list->size() : m_index;
    if (m_at > list->size())
      throw EditError(m_label + ": position " + std::to_string(m_at) + " is past the end (" +
                      std::to_string(list->size()) + " items)");
    list->insert(list->begin() + static_cast<std::ptrdiff_t>(m_at), m_value);
  }
  void undo(Scenario& scenario) override {
    std::vector<T>* list = m_locate(scenario);
    if (list && m_at < list->size()) list->erase(list->begin() + static_cast<std::ptrdiff_t>(m_at));
  }
  std::string label() const override { return m_label; }
  unsigned scope() const override { return m_scope; }

 private:
  std::string m_label;
  unsigned m_scope;
  ListLocator<T> m_locate;
  T m_value;
  std::size_t m_index;
  std::size_t m_at = 0;
};

/// Picks the item to erase from a list: its index, or npos when absent.
template <typename T>
using ItemFinder = std::function<std::size_t(const std::vector<T>&)>;

template <typename T>
ItemFinder<T> findById(std::string id) {
  return [id = std::move(id)](const std::vector<T>& list) {
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].id == id) return i;
    return static_cast<std::size_t>(-1);
  };
}

template <typename T>
ItemFinder<T> findAt(std::size_t index) {
  return [index](const std::vector<T>& list) {
    return index < list.size() ? index : static_cast<std::size_t>(-1);
  };
}

/// Erases one item and remembers it and its position for undo.
template <typename T>
class EraseOperation : public Operation {
 public:
  EraseOperation(std::string label, unsigned scope, ListLocator<T> locate, ItemFinder<T> find)
      : m_label(std::move(label)),
        m_scope(scope),
        m_locate(std::move(locate)),
        m_find(std::move(find)) {}

  void apply(Scenario& scenario) override {
    std::vector<T>* list = m_locate(scenario);
    const std::size_t at = list ? m_find(*list) : static_cast<std::size_t>(-1);
    if (!list || at >= list->size()) throw EditError(m_label + ": it no longer exists");
    m_at = at;
    m_value = (*list)[at];
    list->erase(list->begin() + static_cast<std::ptrdiff_t>(at));
  }
  void undo(Scenario& scenario) override {
    std::vector<T>* list = m_locate(scenario);
    if (list && m_value && m_at <= list->size())
      list->insert(list->begin() + static_cast<std::ptrdiff_t>(m_at), *m_value);
  }
  std::string label() const override { return m_label; }
  unsigned scope() const override { return m_scope; }

 private:
  std::string m_label;
  unsigned m_scope;
  ListLocator<T> m_locate;
  ItemFinder<T> m_find;
  std::optional<T> m_value;
  std::size_t m_at = 0;
};

}  // namespace hfg
