// Picker contents for the orbat editor, from core/rules/troop_table.
#include "editor/orbat/orbat_choices.h"

#include <cstdio>

#include "core/rules/troop_table.h"

namespace hfg {

std::vector<TroopType> choosableTypes(int year) {
  std::vector<TroopType> out;
  for (TroopType type : allTroopTypes())
    if (!isStaff(type) && allowedInYear(type, year)) out.push_back(type);
  return out;
}

std::vector<Grade> choosableGrades(TroopType type) {
  std::vector<Grade> out;
  for (Grade grade : {Grade::Basic, Grade::Elite, Grade::Inferior, Grade::Heavy, Grade::Horse})
    if (bookAllowsGrade(type, grade)) out.push_back(grade);
  return out;
}

Element defaultElement(int year) {
  Element element;
  const auto types = choosableTypes(year);
  element.type = types.empty() ? TroopType::Bayonets : types.front();
  for (TroopType type : types)
    if (categoryOf(type) == TroopCategory::Foot) {
      element.type = type;
      break;
    }
  for (TroopType type : types)
    if (type == TroopType::Bayonets) element.type = type;
  element.grade = Grade::Basic;
  return element;
}

std::string totalsText(const PointTotal& points, double equivalents) {
  char text[96];
  std::snprintf(text, sizeof text, "%d AP, %g EE", points.points, equivalents);
  std::string out = text;
  if (points.unpricedElements > 0)
    out += " (" + std::to_string(points.unpricedElements) + " unpriced)";
  return out;
}

}  // namespace hfg
