#pragma once

#include <set>
#include <string>
#include <vector>

#include <QDialog>

#include "model/Facility.h"
#include "model/Validation.h"
#include "widgets/FieldEditors.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class RangeEdit;

// Edits one of the project's own facilities, like CardDialog does cards:
// starts from a copy of an entry or a blank facility, keeps what it does not
// show, checks every change with core's validation (each problem under its
// field) and keeps OK disabled until the facility is complete.
class FacilityDialog final : public QDialog
{
    Q_OBJECT

public:
    // `takenIds`: ids of the user's other facilities, which this one may not reuse.
    FacilityDialog(const suanpan::Facility &facility, std::vector<std::string> takenIds,
                   QWidget *parent = nullptr);

    suanpan::Facility facility() const;
    // Problems of the facility as it stands (empty when OK is enabled).
    suanpan::ValidationIssues issues() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    // The dialog's groups of fields, each filled with its editors.
    QGroupBox *buildIdentity();
    QGroupBox *buildSite();
    QGroupBox *buildCompliance();
    QGroupBox *buildCosts();
    void showFacility(const suanpan::Facility &facility);
    void connectEditors();
    void retranslateUi();
    void refresh();
    void touch(const char *path);

    suanpan::Facility m_base;
    std::vector<std::string> m_takenIds;
    // Fields the user changed: a blank facility's errors show only once touched.
    std::set<std::string> m_touched;
    bool m_showAll = false;
    FieldRows m_rows;

    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameZh = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_district = nullptr;
    QLineEdit *m_source = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    // The language the notes (and source) were shown in, the half they are saved to.
    bool m_textsChinese = false;
    QSpinBox *m_minCards = nullptr;
    QSpinBox *m_maxCards = nullptr;
    QComboBox *m_power = nullptr;
    QComboBox *m_cooling = nullptr;
    QDoubleSpinBox *m_network = nullptr;
    QComboBox *m_fabric = nullptr;
    QDoubleSpinBox *m_availability = nullptr;
    QCheckBox *m_spareParts = nullptr;
    QCheckBox *m_networkPerCard = nullptr;
    RangeEdit *m_pue = nullptr;
    RangeEdit *m_cabinetRent = nullptr;
    QDoubleSpinBox *m_cabinetPower = nullptr;
    RangeEdit *m_electricity = nullptr;
    QCheckBox *m_vpc = nullptr;
    QCheckBox *m_accessLogs = nullptr;
    QCheckBox *m_encrypted = nullptr;
    QCheckBox *m_audit = nullptr;
    QCheckBox *m_licence = nullptr;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
