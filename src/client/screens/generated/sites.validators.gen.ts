// DO NOT EDIT: generated from screens/sites.screen.yaml by `npm run gen`.
// @ts-nocheck -- ajv's standalone code, not written for the type checker.
/* eslint-disable */
import { ucs2length } from "../../forms/validatorRuntime.ts";

export const validate__7464248a = validate10;
const schema11 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"languageCode":{"type":"string","minLength":2,"maxLength":10,"pattern":"^[a-z]{2}(_[A-Z]{2})?$"},"slug":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"isActive":{"type":["boolean","null"]},"properties":{"type":"object","additionalProperties":false,"properties":{"design":{"type":"object","additionalProperties":false,"properties":{"theme":{"type":["string","null"],"maxLength":50},"logoIdentifier":{"type":["string","null"],"maxLength":255},"faviconIdentifier":{"type":["string","null"],"maxLength":255},"primaryColor":{"type":["string","null"],"maxLength":7,"pattern":"^#[0-9A-Fa-f]{6}$"},"customCss":{"type":["string","null"],"maxLength":20000}}}}}},"required":["name","languageCode","slug"],"$id":"-7464248a"};
const func2 = ucs2length;
const pattern0 = new RegExp("^[a-z]{2}(_[A-Z]{2})?$", "u");
const pattern1 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7464248a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.languageCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languageCode"},message:"must have required property '"+"languageCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "languageCode")) || (key0 === "slug")) || (key0 === "isActive")) || (key0 === "properties"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.languageCode !== undefined){
let data1 = data.languageCode;
if(typeof data1 === "string"){
if(func2(data1) > 10){
const err7 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema11.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 2){
const err8 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema11.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[A-Z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[A-Z]{2})?$"+"\"",schema:"^[a-z]{2}(_[A-Z]{2})?$",parentSchema:schema11.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.languageCode.type,parentSchema:schema11.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema11.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.slug.type,parentSchema:schema11.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.isActive !== undefined){
let data3 = data.isActive;
if((typeof data3 !== "boolean") && (data3 !== null)){
const err15 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: schema11.properties.isActive.type},message:"must be boolean,null",schema:schema11.properties.isActive.type,parentSchema:schema11.properties.isActive,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.properties !== undefined){
let data4 = data.properties;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(key1 === "design")){
const err16 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.properties,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.design !== undefined){
let data5 = data4.design;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!(((((key2 === "theme") || (key2 === "logoIdentifier")) || (key2 === "faviconIdentifier")) || (key2 === "primaryColor")) || (key2 === "customCss"))){
const err17 = {instancePath:instancePath+"/properties/design",schemaPath:"#/properties/properties/properties/design/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.properties.properties.design,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.theme !== undefined){
let data6 = data5.theme;
if((typeof data6 !== "string") && (data6 !== null)){
const err18 = {instancePath:instancePath+"/properties/design/theme",schemaPath:"#/properties/properties/properties/design/properties/theme/type",keyword:"type",params:{type: schema11.properties.properties.properties.design.properties.theme.type},message:"must be string,null",schema:schema11.properties.properties.properties.design.properties.theme.type,parentSchema:schema11.properties.properties.properties.design.properties.theme,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 50){
const err19 = {instancePath:instancePath+"/properties/design/theme",schemaPath:"#/properties/properties/properties/design/properties/theme/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.properties.properties.design.properties.theme,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data5.logoIdentifier !== undefined){
let data7 = data5.logoIdentifier;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/properties/design/logoIdentifier",schemaPath:"#/properties/properties/properties/design/properties/logoIdentifier/type",keyword:"type",params:{type: schema11.properties.properties.properties.design.properties.logoIdentifier.type},message:"must be string,null",schema:schema11.properties.properties.properties.design.properties.logoIdentifier.type,parentSchema:schema11.properties.properties.properties.design.properties.logoIdentifier,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 255){
const err21 = {instancePath:instancePath+"/properties/design/logoIdentifier",schemaPath:"#/properties/properties/properties/design/properties/logoIdentifier/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.properties.properties.design.properties.logoIdentifier,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data5.faviconIdentifier !== undefined){
let data8 = data5.faviconIdentifier;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/properties/design/faviconIdentifier",schemaPath:"#/properties/properties/properties/design/properties/faviconIdentifier/type",keyword:"type",params:{type: schema11.properties.properties.properties.design.properties.faviconIdentifier.type},message:"must be string,null",schema:schema11.properties.properties.properties.design.properties.faviconIdentifier.type,parentSchema:schema11.properties.properties.properties.design.properties.faviconIdentifier,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 255){
const err23 = {instancePath:instancePath+"/properties/design/faviconIdentifier",schemaPath:"#/properties/properties/properties/design/properties/faviconIdentifier/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.properties.properties.design.properties.faviconIdentifier,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data5.primaryColor !== undefined){
let data9 = data5.primaryColor;
if((typeof data9 !== "string") && (data9 !== null)){
const err24 = {instancePath:instancePath+"/properties/design/primaryColor",schemaPath:"#/properties/properties/properties/design/properties/primaryColor/type",keyword:"type",params:{type: schema11.properties.properties.properties.design.properties.primaryColor.type},message:"must be string,null",schema:schema11.properties.properties.properties.design.properties.primaryColor.type,parentSchema:schema11.properties.properties.properties.design.properties.primaryColor,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data9 === "string"){
if(func2(data9) > 7){
const err25 = {instancePath:instancePath+"/properties/design/primaryColor",schemaPath:"#/properties/properties/properties/design/properties/primaryColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters",schema:7,parentSchema:schema11.properties.properties.properties.design.properties.primaryColor,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern2.test(data9)){
const err26 = {instancePath:instancePath+"/properties/design/primaryColor",schemaPath:"#/properties/properties/properties/design/properties/primaryColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\"",schema:"^#[0-9A-Fa-f]{6}$",parentSchema:schema11.properties.properties.properties.design.properties.primaryColor,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data5.customCss !== undefined){
let data10 = data5.customCss;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/properties/design/customCss",schemaPath:"#/properties/properties/properties/design/properties/customCss/type",keyword:"type",params:{type: schema11.properties.properties.properties.design.properties.customCss.type},message:"must be string,null",schema:schema11.properties.properties.properties.design.properties.customCss.type,parentSchema:schema11.properties.properties.properties.design.properties.customCss,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data10 === "string"){
if(func2(data10) > 20000){
const err28 = {instancePath:instancePath+"/properties/design/customCss",schemaPath:"#/properties/properties/properties/design/properties/customCss/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.properties.properties.design.properties.customCss,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/properties/design",schemaPath:"#/properties/properties/properties/design/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.properties.properties.design.type,parentSchema:schema11.properties.properties.properties.design,data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.properties.type,parentSchema:schema11.properties.properties,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validate_33b01f43 = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"languageCode":{"type":"string","minLength":2,"maxLength":10,"pattern":"^[a-z]{2}(_[A-Z]{2})?$"},"slug":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"isActive":{"type":["boolean","null"]},"properties":{"type":"object","additionalProperties":false,"properties":{"design":{"type":"object","additionalProperties":false,"properties":{"theme":{"type":["string","null"],"maxLength":50},"logoIdentifier":{"type":["string","null"],"maxLength":255},"faviconIdentifier":{"type":["string","null"],"maxLength":255},"primaryColor":{"type":["string","null"],"maxLength":7,"pattern":"^#[0-9A-Fa-f]{6}$"},"customCss":{"type":["string","null"],"maxLength":20000}}},"seo":{"type":"object","additionalProperties":false,"properties":{"title":{"type":["string","null"],"maxLength":200},"titleSuffix":{"type":["string","null"],"maxLength":100},"description":{"type":["string","null"],"maxLength":500},"keywords":{"type":["string","null"],"maxLength":500},"noIndex":{"type":["boolean","null"]},"googleSiteVerification":{"type":["string","null"],"maxLength":200}}}}}},"required":["name","languageCode","slug"],"$id":"33b01f43"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="33b01f43" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.languageCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languageCode"},message:"must have required property '"+"languageCode"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "languageCode")) || (key0 === "slug")) || (key0 === "isActive")) || (key0 === "properties"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.name.type,parentSchema:schema12.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.languageCode !== undefined){
let data1 = data.languageCode;
if(typeof data1 === "string"){
if(func2(data1) > 10){
const err7 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema12.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 2){
const err8 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema12.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[A-Z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[A-Z]{2})?$"+"\"",schema:"^[a-z]{2}(_[A-Z]{2})?$",parentSchema:schema12.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.languageCode.type,parentSchema:schema12.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema12.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema12.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.slug.type,parentSchema:schema12.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.isActive !== undefined){
let data3 = data.isActive;
if((typeof data3 !== "boolean") && (data3 !== null)){
const err15 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: schema12.properties.isActive.type},message:"must be boolean,null",schema:schema12.properties.isActive.type,parentSchema:schema12.properties.isActive,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.properties !== undefined){
let data4 = data.properties;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!((key1 === "design") || (key1 === "seo"))){
const err16 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.properties,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.design !== undefined){
let data5 = data4.design;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!(((((key2 === "theme") || (key2 === "logoIdentifier")) || (key2 === "faviconIdentifier")) || (key2 === "primaryColor")) || (key2 === "customCss"))){
const err17 = {instancePath:instancePath+"/properties/design",schemaPath:"#/properties/properties/properties/design/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.properties.properties.design,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.theme !== undefined){
let data6 = data5.theme;
if((typeof data6 !== "string") && (data6 !== null)){
const err18 = {instancePath:instancePath+"/properties/design/theme",schemaPath:"#/properties/properties/properties/design/properties/theme/type",keyword:"type",params:{type: schema12.properties.properties.properties.design.properties.theme.type},message:"must be string,null",schema:schema12.properties.properties.properties.design.properties.theme.type,parentSchema:schema12.properties.properties.properties.design.properties.theme,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 50){
const err19 = {instancePath:instancePath+"/properties/design/theme",schemaPath:"#/properties/properties/properties/design/properties/theme/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema12.properties.properties.properties.design.properties.theme,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data5.logoIdentifier !== undefined){
let data7 = data5.logoIdentifier;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/properties/design/logoIdentifier",schemaPath:"#/properties/properties/properties/design/properties/logoIdentifier/type",keyword:"type",params:{type: schema12.properties.properties.properties.design.properties.logoIdentifier.type},message:"must be string,null",schema:schema12.properties.properties.properties.design.properties.logoIdentifier.type,parentSchema:schema12.properties.properties.properties.design.properties.logoIdentifier,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 255){
const err21 = {instancePath:instancePath+"/properties/design/logoIdentifier",schemaPath:"#/properties/properties/properties/design/properties/logoIdentifier/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema12.properties.properties.properties.design.properties.logoIdentifier,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data5.faviconIdentifier !== undefined){
let data8 = data5.faviconIdentifier;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/properties/design/faviconIdentifier",schemaPath:"#/properties/properties/properties/design/properties/faviconIdentifier/type",keyword:"type",params:{type: schema12.properties.properties.properties.design.properties.faviconIdentifier.type},message:"must be string,null",schema:schema12.properties.properties.properties.design.properties.faviconIdentifier.type,parentSchema:schema12.properties.properties.properties.design.properties.faviconIdentifier,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 255){
const err23 = {instancePath:instancePath+"/properties/design/faviconIdentifier",schemaPath:"#/properties/properties/properties/design/properties/faviconIdentifier/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema12.properties.properties.properties.design.properties.faviconIdentifier,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data5.primaryColor !== undefined){
let data9 = data5.primaryColor;
if((typeof data9 !== "string") && (data9 !== null)){
const err24 = {instancePath:instancePath+"/properties/design/primaryColor",schemaPath:"#/properties/properties/properties/design/properties/primaryColor/type",keyword:"type",params:{type: schema12.properties.properties.properties.design.properties.primaryColor.type},message:"must be string,null",schema:schema12.properties.properties.properties.design.properties.primaryColor.type,parentSchema:schema12.properties.properties.properties.design.properties.primaryColor,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data9 === "string"){
if(func2(data9) > 7){
const err25 = {instancePath:instancePath+"/properties/design/primaryColor",schemaPath:"#/properties/properties/properties/design/properties/primaryColor/maxLength",keyword:"maxLength",params:{limit: 7},message:"must NOT have more than 7 characters",schema:7,parentSchema:schema12.properties.properties.properties.design.properties.primaryColor,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern2.test(data9)){
const err26 = {instancePath:instancePath+"/properties/design/primaryColor",schemaPath:"#/properties/properties/properties/design/properties/primaryColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\"",schema:"^#[0-9A-Fa-f]{6}$",parentSchema:schema12.properties.properties.properties.design.properties.primaryColor,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data5.customCss !== undefined){
let data10 = data5.customCss;
if((typeof data10 !== "string") && (data10 !== null)){
const err27 = {instancePath:instancePath+"/properties/design/customCss",schemaPath:"#/properties/properties/properties/design/properties/customCss/type",keyword:"type",params:{type: schema12.properties.properties.properties.design.properties.customCss.type},message:"must be string,null",schema:schema12.properties.properties.properties.design.properties.customCss.type,parentSchema:schema12.properties.properties.properties.design.properties.customCss,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data10 === "string"){
if(func2(data10) > 20000){
const err28 = {instancePath:instancePath+"/properties/design/customCss",schemaPath:"#/properties/properties/properties/design/properties/customCss/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema12.properties.properties.properties.design.properties.customCss,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/properties/design",schemaPath:"#/properties/properties/properties/design/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.properties.properties.design.type,parentSchema:schema12.properties.properties.properties.design,data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data4.seo !== undefined){
let data11 = data4.seo;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key3 in data11){
if(!((((((key3 === "title") || (key3 === "titleSuffix")) || (key3 === "description")) || (key3 === "keywords")) || (key3 === "noIndex")) || (key3 === "googleSiteVerification"))){
const err30 = {instancePath:instancePath+"/properties/seo",schemaPath:"#/properties/properties/properties/seo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.properties.properties.seo,data:data11};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data11.title !== undefined){
let data12 = data11.title;
if((typeof data12 !== "string") && (data12 !== null)){
const err31 = {instancePath:instancePath+"/properties/seo/title",schemaPath:"#/properties/properties/properties/seo/properties/title/type",keyword:"type",params:{type: schema12.properties.properties.properties.seo.properties.title.type},message:"must be string,null",schema:schema12.properties.properties.properties.seo.properties.title.type,parentSchema:schema12.properties.properties.properties.seo.properties.title,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data12 === "string"){
if(func2(data12) > 200){
const err32 = {instancePath:instancePath+"/properties/seo/title",schemaPath:"#/properties/properties/properties/seo/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.properties.properties.seo.properties.title,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data11.titleSuffix !== undefined){
let data13 = data11.titleSuffix;
if((typeof data13 !== "string") && (data13 !== null)){
const err33 = {instancePath:instancePath+"/properties/seo/titleSuffix",schemaPath:"#/properties/properties/properties/seo/properties/titleSuffix/type",keyword:"type",params:{type: schema12.properties.properties.properties.seo.properties.titleSuffix.type},message:"must be string,null",schema:schema12.properties.properties.properties.seo.properties.titleSuffix.type,parentSchema:schema12.properties.properties.properties.seo.properties.titleSuffix,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data13 === "string"){
if(func2(data13) > 100){
const err34 = {instancePath:instancePath+"/properties/seo/titleSuffix",schemaPath:"#/properties/properties/properties/seo/properties/titleSuffix/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema12.properties.properties.properties.seo.properties.titleSuffix,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data11.description !== undefined){
let data14 = data11.description;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/properties/seo/description",schemaPath:"#/properties/properties/properties/seo/properties/description/type",keyword:"type",params:{type: schema12.properties.properties.properties.seo.properties.description.type},message:"must be string,null",schema:schema12.properties.properties.properties.seo.properties.description.type,parentSchema:schema12.properties.properties.properties.seo.properties.description,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data14 === "string"){
if(func2(data14) > 500){
const err36 = {instancePath:instancePath+"/properties/seo/description",schemaPath:"#/properties/properties/properties/seo/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema12.properties.properties.properties.seo.properties.description,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data11.keywords !== undefined){
let data15 = data11.keywords;
if((typeof data15 !== "string") && (data15 !== null)){
const err37 = {instancePath:instancePath+"/properties/seo/keywords",schemaPath:"#/properties/properties/properties/seo/properties/keywords/type",keyword:"type",params:{type: schema12.properties.properties.properties.seo.properties.keywords.type},message:"must be string,null",schema:schema12.properties.properties.properties.seo.properties.keywords.type,parentSchema:schema12.properties.properties.properties.seo.properties.keywords,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data15 === "string"){
if(func2(data15) > 500){
const err38 = {instancePath:instancePath+"/properties/seo/keywords",schemaPath:"#/properties/properties/properties/seo/properties/keywords/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema12.properties.properties.properties.seo.properties.keywords,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data11.noIndex !== undefined){
let data16 = data11.noIndex;
if((typeof data16 !== "boolean") && (data16 !== null)){
const err39 = {instancePath:instancePath+"/properties/seo/noIndex",schemaPath:"#/properties/properties/properties/seo/properties/noIndex/type",keyword:"type",params:{type: schema12.properties.properties.properties.seo.properties.noIndex.type},message:"must be boolean,null",schema:schema12.properties.properties.properties.seo.properties.noIndex.type,parentSchema:schema12.properties.properties.properties.seo.properties.noIndex,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data11.googleSiteVerification !== undefined){
let data17 = data11.googleSiteVerification;
if((typeof data17 !== "string") && (data17 !== null)){
const err40 = {instancePath:instancePath+"/properties/seo/googleSiteVerification",schemaPath:"#/properties/properties/properties/seo/properties/googleSiteVerification/type",keyword:"type",params:{type: schema12.properties.properties.properties.seo.properties.googleSiteVerification.type},message:"must be string,null",schema:schema12.properties.properties.properties.seo.properties.googleSiteVerification.type,parentSchema:schema12.properties.properties.properties.seo.properties.googleSiteVerification,data:data17};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data17 === "string"){
if(func2(data17) > 200){
const err41 = {instancePath:instancePath+"/properties/seo/googleSiteVerification",schemaPath:"#/properties/properties/properties/seo/properties/googleSiteVerification/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.properties.properties.seo.properties.googleSiteVerification,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
else {
const err42 = {instancePath:instancePath+"/properties/seo",schemaPath:"#/properties/properties/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.properties.properties.seo.type,parentSchema:schema12.properties.properties.properties.seo,data:data11};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.properties.type,parentSchema:schema12.properties.properties,data:data4};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validate_4f8ef8c8 = validate12;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"languageCode":{"type":"string","minLength":2,"maxLength":10,"pattern":"^[a-z]{2}(_[A-Z]{2})?$"},"slug":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"isActive":{"type":["boolean","null"]},"properties":{"type":"object","additionalProperties":false,"properties":{"seo":{"type":"object","additionalProperties":false,"properties":{"title":{"type":["string","null"],"maxLength":200},"titleSuffix":{"type":["string","null"],"maxLength":100},"description":{"type":["string","null"],"maxLength":500},"keywords":{"type":["string","null"],"maxLength":500},"noIndex":{"type":["boolean","null"]},"googleSiteVerification":{"type":["string","null"],"maxLength":200}}}}}},"required":["name","languageCode","slug"],"$id":"4f8ef8c8"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4f8ef8c8" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.languageCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languageCode"},message:"must have required property '"+"languageCode"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "languageCode")) || (key0 === "slug")) || (key0 === "isActive")) || (key0 === "properties"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.name.type,parentSchema:schema13.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.languageCode !== undefined){
let data1 = data.languageCode;
if(typeof data1 === "string"){
if(func2(data1) > 10){
const err7 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema13.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 2){
const err8 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema13.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[A-Z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[A-Z]{2})?$"+"\"",schema:"^[a-z]{2}(_[A-Z]{2})?$",parentSchema:schema13.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.languageCode.type,parentSchema:schema13.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema13.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema13.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.slug.type,parentSchema:schema13.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.isActive !== undefined){
let data3 = data.isActive;
if((typeof data3 !== "boolean") && (data3 !== null)){
const err15 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: schema13.properties.isActive.type},message:"must be boolean,null",schema:schema13.properties.isActive.type,parentSchema:schema13.properties.isActive,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.properties !== undefined){
let data4 = data.properties;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!(key1 === "seo")){
const err16 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema13.properties.properties,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.seo !== undefined){
let data5 = data4.seo;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!((((((key2 === "title") || (key2 === "titleSuffix")) || (key2 === "description")) || (key2 === "keywords")) || (key2 === "noIndex")) || (key2 === "googleSiteVerification"))){
const err17 = {instancePath:instancePath+"/properties/seo",schemaPath:"#/properties/properties/properties/seo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema13.properties.properties.properties.seo,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.title !== undefined){
let data6 = data5.title;
if((typeof data6 !== "string") && (data6 !== null)){
const err18 = {instancePath:instancePath+"/properties/seo/title",schemaPath:"#/properties/properties/properties/seo/properties/title/type",keyword:"type",params:{type: schema13.properties.properties.properties.seo.properties.title.type},message:"must be string,null",schema:schema13.properties.properties.properties.seo.properties.title.type,parentSchema:schema13.properties.properties.properties.seo.properties.title,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 200){
const err19 = {instancePath:instancePath+"/properties/seo/title",schemaPath:"#/properties/properties/properties/seo/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema13.properties.properties.properties.seo.properties.title,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data5.titleSuffix !== undefined){
let data7 = data5.titleSuffix;
if((typeof data7 !== "string") && (data7 !== null)){
const err20 = {instancePath:instancePath+"/properties/seo/titleSuffix",schemaPath:"#/properties/properties/properties/seo/properties/titleSuffix/type",keyword:"type",params:{type: schema13.properties.properties.properties.seo.properties.titleSuffix.type},message:"must be string,null",schema:schema13.properties.properties.properties.seo.properties.titleSuffix.type,parentSchema:schema13.properties.properties.properties.seo.properties.titleSuffix,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 100){
const err21 = {instancePath:instancePath+"/properties/seo/titleSuffix",schemaPath:"#/properties/properties/properties/seo/properties/titleSuffix/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema13.properties.properties.properties.seo.properties.titleSuffix,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data5.description !== undefined){
let data8 = data5.description;
if((typeof data8 !== "string") && (data8 !== null)){
const err22 = {instancePath:instancePath+"/properties/seo/description",schemaPath:"#/properties/properties/properties/seo/properties/description/type",keyword:"type",params:{type: schema13.properties.properties.properties.seo.properties.description.type},message:"must be string,null",schema:schema13.properties.properties.properties.seo.properties.description.type,parentSchema:schema13.properties.properties.properties.seo.properties.description,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 500){
const err23 = {instancePath:instancePath+"/properties/seo/description",schemaPath:"#/properties/properties/properties/seo/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema13.properties.properties.properties.seo.properties.description,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data5.keywords !== undefined){
let data9 = data5.keywords;
if((typeof data9 !== "string") && (data9 !== null)){
const err24 = {instancePath:instancePath+"/properties/seo/keywords",schemaPath:"#/properties/properties/properties/seo/properties/keywords/type",keyword:"type",params:{type: schema13.properties.properties.properties.seo.properties.keywords.type},message:"must be string,null",schema:schema13.properties.properties.properties.seo.properties.keywords.type,parentSchema:schema13.properties.properties.properties.seo.properties.keywords,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err25 = {instancePath:instancePath+"/properties/seo/keywords",schemaPath:"#/properties/properties/properties/seo/properties/keywords/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema13.properties.properties.properties.seo.properties.keywords,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data5.noIndex !== undefined){
let data10 = data5.noIndex;
if((typeof data10 !== "boolean") && (data10 !== null)){
const err26 = {instancePath:instancePath+"/properties/seo/noIndex",schemaPath:"#/properties/properties/properties/seo/properties/noIndex/type",keyword:"type",params:{type: schema13.properties.properties.properties.seo.properties.noIndex.type},message:"must be boolean,null",schema:schema13.properties.properties.properties.seo.properties.noIndex.type,parentSchema:schema13.properties.properties.properties.seo.properties.noIndex,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.googleSiteVerification !== undefined){
let data11 = data5.googleSiteVerification;
if((typeof data11 !== "string") && (data11 !== null)){
const err27 = {instancePath:instancePath+"/properties/seo/googleSiteVerification",schemaPath:"#/properties/properties/properties/seo/properties/googleSiteVerification/type",keyword:"type",params:{type: schema13.properties.properties.properties.seo.properties.googleSiteVerification.type},message:"must be string,null",schema:schema13.properties.properties.properties.seo.properties.googleSiteVerification.type,parentSchema:schema13.properties.properties.properties.seo.properties.googleSiteVerification,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data11 === "string"){
if(func2(data11) > 200){
const err28 = {instancePath:instancePath+"/properties/seo/googleSiteVerification",schemaPath:"#/properties/properties/properties/seo/properties/googleSiteVerification/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema13.properties.properties.properties.seo.properties.googleSiteVerification,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/properties/seo",schemaPath:"#/properties/properties/properties/seo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.properties.properties.seo.type,parentSchema:schema13.properties.properties.properties.seo,data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/properties",schemaPath:"#/properties/properties/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.properties.type,parentSchema:schema13.properties.properties,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validate_6c591d57 = validate13;
const schema14 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":200},"languageCode":{"type":"string","minLength":2,"maxLength":10,"pattern":"^[a-z]{2}(_[A-Z]{2})?$"},"slug":{"type":"string","minLength":1,"maxLength":100,"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$"},"isActive":{"type":["boolean","null"]}},"required":["name","languageCode","slug"],"$id":"6c591d57"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6c591d57" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.languageCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languageCode"},message:"must have required property '"+"languageCode"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.slug === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "languageCode")) || (key0 === "slug")) || (key0 === "isActive"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.name.type,parentSchema:schema14.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.languageCode !== undefined){
let data1 = data.languageCode;
if(typeof data1 === "string"){
if(func2(data1) > 10){
const err7 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema14.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 2){
const err8 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema14.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/pattern",keyword:"pattern",params:{pattern: "^[a-z]{2}(_[A-Z]{2})?$"},message:"must match pattern \""+"^[a-z]{2}(_[A-Z]{2})?$"+"\"",schema:"^[a-z]{2}(_[A-Z]{2})?$",parentSchema:schema14.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/languageCode",schemaPath:"#/properties/languageCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.languageCode.type,parentSchema:schema14.properties.languageCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.slug !== undefined){
let data2 = data.slug;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err11 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema14.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",schema:"^[a-z0-9]+(-[a-z0-9]+)*$",parentSchema:schema14.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.slug.type,parentSchema:schema14.properties.slug,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.isActive !== undefined){
let data3 = data.isActive;
if((typeof data3 !== "boolean") && (data3 !== null)){
const err15 = {instancePath:instancePath+"/isActive",schemaPath:"#/properties/isActive/type",keyword:"type",params:{type: schema14.properties.isActive.type},message:"must be boolean,null",schema:schema14.properties.isActive.type,parentSchema:schema14.properties.isActive,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

/** Every dialog form schema of this screen (each permission variant) → its validator, by schema hash. */
export const formValidators = {
  "-7464248a": validate__7464248a,
  "33b01f43": validate_33b01f43,
  "4f8ef8c8": validate_4f8ef8c8,
  "6c591d57": validate_6c591d57,
};
